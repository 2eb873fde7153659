import type { Static } from '@sinclair/typebox';
import { findOr404, nextId, paginate, search, sortItems, whereEquals } from '../demo-kit/list.js';
import type { DemoUser, DemoUsersQuerySchema, NewDemoUserSchema } from './schemas.js';
import { seedDemoUsers } from './seed.js';

type UsersQuery = Static<typeof DemoUsersQuerySchema>;

/** The users of one app instance. */
export function createDemoUserStore() {
  const users = seedDemoUsers();

  return {
    list(query: UsersQuery) {
      let found = search(users, query.q, (u) => [u.username, u.fullName]);
      found = whereEquals(found, query.role, (u) => u.role);
      found = whereEquals(found, query.plan, (u) => u.currentPlan);
      found = whereEquals(found, query.status, (u) => u.status);
      const sortBy = query.sortBy ?? 'id';
      const sorted = sortItems(found, (u) => u[sortBy], query.sortDesc);
      return { users: paginate(sorted, query, 10), total: found.length };
    },

    get: (id: number) => findOr404(users, id, 'User'),

    create(input: Static<typeof NewDemoUserSchema>): DemoUser {
      const user: DemoUser = {
        id: nextId(users),
        fullName: input.fullName,
        username: input.username,
        email: input.email,
        role: input.role,
        currentPlan: input.currentPlan,
        company: input.company ?? '',
        country: input.country ?? '',
        contact: input.contact ?? '',
        status: 'active',
        avatar: null,
      };
      users.push(user);
      return user;
    },
  };
}
