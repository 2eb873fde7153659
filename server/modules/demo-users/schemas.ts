import { Type, type Static } from '@sinclair/typebox';
import { ref, Str } from '../../lib/schema.js';
import { filterOf, idParams, oneOf, pagingQuery, searchQuery, sortDescQuery } from '../demo-kit/query.js';

export const USER_ROLES = ['editor', 'author', 'maintainer', 'subscriber', 'admin'] as const;
export const USER_PLANS = ['basic', 'company', 'team', 'enterprise'] as const;
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export const USER_SORT_KEYS = ['id', 'fullName', 'company', 'role', 'username', 'country', 'contact', 'email', 'currentPlan', 'status', 'avatar'] as const;

export const DemoUserSchema = Type.Object(
  {
    id: Type.Integer({ examples: [1] }),
    fullName: Type.String({ examples: ['Galen Slixby'] }),
    company: Type.String({ examples: ['Yotz PVT LTD'] }),
    role: oneOf(USER_ROLES),
    username: Type.String({ examples: ['gslixby0'] }),
    country: Type.String({ examples: ['El Salvador'] }),
    contact: Type.String({ examples: ['(479) 232-9151'] }),
    email: Type.String({ examples: ['gslixby0@abc.net.au'] }),
    currentPlan: oneOf(USER_PLANS),
    status: oneOf(USER_STATUSES),
    avatar: Type.Union([Type.String(), Type.Null()], { description: 'null: the list shows initials' }),
  },
  { $id: 'DemoUser', description: 'A user of the demo users list (not a sign-in account)' },
);
export type DemoUser = Static<typeof DemoUserSchema>;

export const DemoUsersQuerySchema = Type.Object(
  {
    q: searchQuery('username or fullName'),
    ...pagingQuery(10),
    sortBy: Type.Optional(oneOf(USER_SORT_KEYS, { default: 'id', description: 'Any user field' })),
    sortDesc: sortDescQuery(),
    role: filterOf(USER_ROLES, 'Exact role'),
    plan: filterOf(USER_PLANS, 'Exact currentPlan'),
    status: filterOf(USER_STATUSES, 'Exact status'),
  },
  { $id: 'DemoUsersQuery' },
);

export const DemoUserPageSchema = Type.Object(
  { users: Type.Array(ref(DemoUserSchema)), total: Type.Integer({ description: 'Matching users over all pages' }) },
  { $id: 'DemoUserPage' },
);

export const NewDemoUserSchema = Type.Object(
  {
    fullName: Str.name({ minLength: 1, examples: ['Jane Cooper'] }),
    username: Str.name({ minLength: 1, examples: ['jcooper'] }),
    email: Str.email({ format: 'email', examples: ['jane.cooper@example.com'] }),
    role: oneOf(USER_ROLES),
    currentPlan: oneOf(USER_PLANS),
    company: Type.Optional(Str.name({ default: '', examples: ['Acme Ltd'] })),
    country: Type.Optional(Str.short({ default: '', examples: ['Portugal'] })),
    contact: Type.Optional(Str.short({ default: '', examples: ['+351 912 345 678'] })),
  },
  { $id: 'NewDemoUser', description: 'The new user gets the next id, status active and no avatar' },
);

export const CreateDemoUserBodySchema = Type.Object({ user: ref(NewDemoUserSchema) }, { $id: 'CreateDemoUserBody' });
export const DemoUserEnvelopeSchema = Type.Object({ user: ref(DemoUserSchema) }, { $id: 'DemoUserEnvelope' });
export const DemoUserParamsSchema = idParams('id', 'DemoUserParams');

export const demoUsersSchemas = [
  DemoUserSchema,
  DemoUsersQuerySchema,
  DemoUserPageSchema,
  NewDemoUserSchema,
  CreateDemoUserBodySchema,
  DemoUserEnvelopeSchema,
  DemoUserParamsSchema,
];
