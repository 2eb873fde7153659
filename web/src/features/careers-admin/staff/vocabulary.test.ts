import { describe, expect, it } from 'vitest';
import { STAFF_FLAGS, STAFF_ROLES as SERVER_ROLES, STAFF_STATES as SERVER_STATES, TEAM_ROLES as SERVER_TEAM_ROLES } from '../../../../../common/staff-access';
import { STAFF_FLAG_LABELS, STAFF_ROLE_HINTS, STAFF_ROLES, STAFF_STATES, TEAM_ROLES } from './vocabulary';

describe('the staff screens’ vocabulary', () => {
  it('names every role, flag, state and team role the server knows, and nothing else', () => {
    expect([...STAFF_ROLES].sort()).toEqual([...SERVER_ROLES].sort());
    expect(Object.keys(STAFF_ROLE_HINTS).sort()).toEqual([...SERVER_ROLES].sort());
    expect(Object.keys(STAFF_FLAG_LABELS).sort()).toEqual([...STAFF_FLAGS].sort());
    expect([...STAFF_STATES].sort()).toEqual([...SERVER_STATES].sort());
    expect([...TEAM_ROLES].sort()).toEqual([...SERVER_TEAM_ROLES].sort());
  });
});
