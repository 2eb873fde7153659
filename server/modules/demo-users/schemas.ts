import { Type, type Static, type TObject } from '@sinclair/typebox';
import { imageUploadBody } from '../../lib/image-upload.js';
import { ref } from '../../lib/schema.js';
import { filterOf, idParams, oneOf, pagingQuery, searchQuery, sortDescQuery } from '../../lib/list-query.js';
import {
  NewUserFields,
  USER_PLANS,
  USER_ROLES,
  USER_STATUSES,
  UserChangesFields,
  UserInformationFields,
  UserSocialFields,
} from '../../../common/demo-users.js';

export { USER_PLANS, USER_ROLES, USER_STATUSES };
export const USER_SORT_KEYS = ['id', 'fullName', 'company', 'role', 'username', 'country', 'contact', 'email', 'currentPlan', 'status', 'avatar'] as const;
export const USER_ACTIVITY_KINDS = ['created', 'signed_in', 'updated', 'role_changed', 'plan_changed', 'status_changed', 'avatar_changed', 'avatar_removed'] as const;

/** A shared (common/) field set under a name of its own in openapi.yaml. */
const named = <T extends TObject>(fields: T, $id: string, description?: string) =>
  Type.Object(fields.properties as T['properties'], { $id, ...(description ? { description } : {}) });

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
    avatar: Type.Union([Type.String(), Type.Null()], { description: 'null: the list shows initials; an uploaded picture is a data: URL' }),
  },
  { $id: 'DemoUser', description: 'A user of the demo users list (not a sign-in account)' },
);
export type DemoUser = Static<typeof DemoUserSchema>;

export const DemoUserInformationSchema = named(UserInformationFields, 'DemoUserInformation', "The user's details ('' when not given)");
export const DemoUserSocialSchema = named(UserSocialFields, 'DemoUserSocial', "The user's handles or addresses per network ('' when not given)");

export const DemoUserActivitySchema = Type.Object(
  {
    at: Type.String({ format: 'date-time' }),
    kind: oneOf(USER_ACTIVITY_KINDS),
    from: Type.Optional(Type.String({ description: 'The value before a role, plan or status change' })),
    to: Type.Optional(Type.String({ description: 'The value after a role, plan or status change' })),
  },
  { $id: 'DemoUserActivity' },
);
export type DemoUserActivity = Static<typeof DemoUserActivitySchema>;

export const DemoUserDetailSchema = Type.Object(
  {
    ...DemoUserSchema.properties,
    information: ref(DemoUserInformationSchema),
    social: ref(DemoUserSocialSchema),
    activity: Type.Array(ref(DemoUserActivitySchema), { description: 'Newest first, at most 20' }),
  },
  { $id: 'DemoUserDetail', description: 'A demo user with details, social links and recent activity' },
);
export type DemoUserDetail = Static<typeof DemoUserDetailSchema>;

const filters = {
  q: searchQuery('username or fullName'),
  sortBy: Type.Optional(oneOf(USER_SORT_KEYS, { default: 'id', description: 'Any user field' })),
  sortDesc: sortDescQuery(),
  role: filterOf(USER_ROLES, 'Exact role'),
  plan: filterOf(USER_PLANS, 'Exact currentPlan'),
  status: filterOf(USER_STATUSES, 'Exact status'),
};

export const DemoUsersQuerySchema = Type.Object({ ...filters, ...pagingQuery(10) }, { $id: 'DemoUsersQuery' });
export type DemoUsersQuery = Static<typeof DemoUsersQuerySchema>;
export const DemoUsersExportQuerySchema = Type.Object(filters, { $id: 'DemoUsersExportQuery', description: 'The list filters and sort, without paging' });

export const DemoUserPageSchema = Type.Object(
  { users: Type.Array(ref(DemoUserSchema)), total: Type.Integer({ description: 'Matching users over all pages' }) },
  { $id: 'DemoUserPage' },
);

export const NewDemoUserSchema = named(NewUserFields, 'NewDemoUser', 'The new user gets the next id, status active and no avatar; e-mail and username must be free');
export const DemoUserChangesSchema = named(UserChangesFields, 'DemoUserChanges', 'The fields to change (the id comes from the URL); e-mail and username must stay free');

export const CreateDemoUserBodySchema = Type.Object({ user: ref(NewDemoUserSchema) }, { $id: 'CreateDemoUserBody' });
export const UpdateDemoUserBodySchema = Type.Object({ user: ref(DemoUserChangesSchema) }, { $id: 'UpdateDemoUserBody' });
export const DemoUserEnvelopeSchema = Type.Object({ user: ref(DemoUserSchema) }, { $id: 'DemoUserEnvelope' });
export const DemoUserDetailEnvelopeSchema = Type.Object({ user: ref(DemoUserDetailSchema) }, { $id: 'DemoUserDetailEnvelope' });
export const DemoUserParamsSchema = idParams('id', 'DemoUserParams');
export const DemoAvatarUploadSchema = imageUploadBody('DemoUserAvatarUpload');

export const demoUsersSchemas = [
  DemoUserSchema,
  DemoUserInformationSchema,
  DemoUserSocialSchema,
  DemoUserActivitySchema,
  DemoUserDetailSchema,
  DemoUsersQuerySchema,
  DemoUsersExportQuerySchema,
  DemoUserPageSchema,
  NewDemoUserSchema,
  DemoUserChangesSchema,
  CreateDemoUserBodySchema,
  UpdateDemoUserBodySchema,
  DemoUserEnvelopeSchema,
  DemoUserDetailEnvelopeSchema,
  DemoUserParamsSchema,
  DemoAvatarUploadSchema,
];
