import { describe, expect, it } from 'vitest';
import { parseListParams } from '../../../components/list-kit';
import { AUDIT_LIST_SPEC, auditHref, auditQuery } from './list-state';

describe('the audit log in the URL', () => {
  it('links to the events of one application', () => {
    expect(auditHref({ application: '12' })).toBe('/careers/admin/audit?application=12');
    expect(auditHref({})).toBe('/careers/admin/audit');
  });

  it('drops what the server would refuse: malformed ids, actions, outcomes and days', () => {
    const params = parseListParams("application=0&person=12abc&action=x'%20or%201=1&outcome=maybe&from=2026-02-30&to=tomorrow&perPage=1000&sortBy=ip", AUDIT_LIST_SPEC);
    expect(params.filters).toEqual({ application: '', person: '', action: '', outcome: '', from: '', to: '' });
    expect(auditQuery(params)).toEqual({ sortBy: 'at', sortDesc: true, page: 1, perPage: 25 });
  });

  it('sends each filter under the API’s name', () => {
    const params = parseListParams('application=7&person=3&action=staff.&outcome=denied&from=2026-01-01&to=2026-01-31&q=lee&sortBy=actor&sortDesc=false&page=2', AUDIT_LIST_SPEC);
    expect(auditQuery(params)).toEqual({
      applicationId: 7,
      actorId: 3,
      action: 'staff.',
      outcome: 'denied',
      from: '2026-01-01',
      to: '2026-01-31',
      q: 'lee',
      sortBy: 'actor',
      sortDesc: false,
      page: 2,
      perPage: 25,
    });
  });
});
