import type { Static } from '@sinclair/typebox';
import { badRequest, conflict } from '../../lib/http-errors.js';
import { csvDocument } from '../../lib/csv.js';
import { findOr404, nextId, paginate, search, sortItems, whereEquals } from '../../lib/demo-kit/list.js';
import { EMPTY_INFORMATION, EMPTY_SOCIAL, type NewUserInput, type UserChanges } from '../../../common/demo-users.js';
import type { DemoUser, DemoUserActivity, DemoUserDetail, DemoUsersExportQuerySchema, DemoUsersQuery } from './schemas.js';
import { seedStoredUsers, type StoredUser } from './seed.js';

type Filters = Static<typeof DemoUsersExportQuerySchema>;
const MAX_ACTIVITY = 20;
const CSV_HEADER = ['ID', 'Full name', 'Username', 'E-mail', 'Role', 'Plan', 'Status', 'Company', 'Country', 'Contact'];

/** A real calendar day (`2026-02-30` is not), or ''. */
const isDayOrEmpty = (day: string) => day === '' || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/** The users of one app instance. Every write is one synchronous step: no two requests interleave inside it. */
export function createDemoUserStore(now = () => new Date()) {
  const users: StoredUser[] = seedStoredUsers(now());

  function filtered(query: Filters): StoredUser[] {
    let found = search(users, query.q, (u) => [u.username, u.fullName]);
    found = whereEquals(found, query.role, (u) => u.role);
    found = whereEquals(found, query.plan, (u) => u.currentPlan);
    found = whereEquals(found, query.status, (u) => u.status);
    const sortBy = query.sortBy ?? 'id';
    return sortItems(found, (u) => u[sortBy], query.sortDesc);
  }

  /** E-mail addresses and usernames are one per user (compared without case). */
  function refuseTaken(changes: { email?: string; username?: string }, self?: number) {
    const other = (pick: (u: StoredUser) => string, value: string) =>
      users.some((u) => u.id !== self && pick(u).toLocaleLowerCase('en') === value.toLocaleLowerCase('en'));
    if (changes.email !== undefined && other((u) => u.email, changes.email)) {
      throw conflict(`Another user has the e-mail address ${changes.email}`, { code: 'email_taken', field: 'user.email' });
    }
    if (changes.username !== undefined && other((u) => u.username, changes.username)) {
      throw conflict(`Another user has the username ${changes.username}`, { code: 'username_taken', field: 'user.username' });
    }
  }

  function record(user: StoredUser, entry: Omit<DemoUserActivity, 'at'>) {
    user.activity.unshift({ at: now().toISOString(), ...entry });
    user.activity.length = Math.min(user.activity.length, MAX_ACTIVITY);
  }

  const get = (id: number): DemoUserDetail => findOr404(users, id, 'User');

  return {
    list(query: DemoUsersQuery): { users: DemoUser[]; total: number } {
      const found = filtered(query);
      return { users: paginate(found, query, 10), total: found.length };
    },

    /** Every user the filters select (no paging), in the list's order, as CSV. */
    exportCsv(query: Filters): string {
      return csvDocument(
        CSV_HEADER,
        filtered(query).map((u) => [u.id, u.fullName, u.username, u.email, u.role, u.currentPlan, u.status, u.company, u.country, u.contact]),
      );
    },

    get,

    create(input: NewUserInput): DemoUser {
      refuseTaken(input);
      const user: StoredUser = {
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
        information: { ...EMPTY_INFORMATION },
        social: { ...EMPTY_SOCIAL },
        activity: [],
      };
      record(user, { kind: 'created' });
      users.push(user);
      return user;
    },

    update(id: number, changes: UserChanges): DemoUserDetail {
      const user = findOr404(users, id, 'User');
      const { information, social, ...account } = changes;
      if (information?.birthDate !== undefined && !isDayOrEmpty(information.birthDate)) {
        throw badRequest('body.user.information.birthDate is not a real day', { code: 'invalid_input', field: 'user.information.birthDate' });
      }
      refuseTaken(account, id);
      for (const key of ['role', 'currentPlan', 'status'] as const) {
        const value = account[key];
        if (value !== undefined && value !== user[key]) record(user, { kind: key === 'currentPlan' ? 'plan_changed' : `${key}_changed`, from: user[key], to: value });
      }
      Object.assign(user, account);
      if (information) user.information = { ...user.information, ...information };
      if (social) user.social = { ...user.social, ...social };
      record(user, { kind: 'updated' });
      return user;
    },

    remove(id: number): DemoUser {
      const user = findOr404(users, id, 'User');
      users.splice(users.indexOf(user), 1);
      return user;
    },

    setAvatar(id: number, avatar: string | null): DemoUserDetail {
      const user = findOr404(users, id, 'User');
      user.avatar = avatar;
      record(user, { kind: avatar ? 'avatar_changed' : 'avatar_removed' });
      return user;
    },
  };
}
