import type { operations } from '../../../api/schema';
import { listSearch, parseListParams, type ListParams, type ListSpec } from '../../../components/list-kit';
import { isDay } from '../applications/list-state';
import { AUDIT_OUTCOMES, isAuditAction } from './vocabulary';
import * as paths from '../../../../../common/paths';

/**
 * The audit log in the URL: the list kit's state with the filters `application`, `person` (an
 * account id), `action` (exact or a prefix ending with a dot), `outcome`, `from` and `to` (days),
 * and `q` (the actor's name). Unknown or malformed values are dropped.
 */
export const AUDIT_PAGE = paths.careers.adminAudit;

export type AuditFilter = 'application' | 'person' | 'action' | 'outcome' | 'from' | 'to';
export type AuditQuery = NonNullable<operations['listAuditEvents']['parameters']['query']>;
export type AuditExportQuery = NonNullable<operations['exportAuditEventsCsv']['parameters']['query']>;

/** An account or application id: a whole number from 1 to 2^31 - 1. */
export const isId = (value: string) => /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647;

export const AUDIT_LIST_SPEC: ListSpec<AuditFilter> = {
  sortFields: ['at', 'actor', 'action', 'outcome'],
  defaultSortDesc: true,
  perPageOptions: [25, 50, 100],
  filters: { application: isId, person: isId, action: isAuditAction, outcome: AUDIT_OUTCOMES, from: isDay, to: isDay },
};

/** The days are in order (or one of them is open). */
export const rangeInOrder = ({ from, to }: Partial<Record<AuditFilter, string>>) => !from || !to || from <= to;

/** The audit screen's URL with only these filters set (the application page links to it). */
export function auditHref(filters: Partial<Record<AuditFilter, string>>): string {
  const empty = parseListParams('', AUDIT_LIST_SPEC);
  const search = listSearch({ ...empty, filters: { ...empty.filters, ...filters } }, AUDIT_LIST_SPEC);
  return search ? `${AUDIT_PAGE}?${search}` : AUDIT_PAGE;
}

/** The export's request: the list's filters (a range out of order is left out: the screen says so). */
export function auditExportQuery({ q, sortDesc, filters }: ListParams<AuditFilter>): AuditExportQuery {
  const range = rangeInOrder(filters);
  return {
    sortDesc,
    ...(q ? { q } : {}),
    ...(filters.application ? { applicationId: Number(filters.application) } : {}),
    ...(filters.person ? { actorId: Number(filters.person) } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.outcome ? { outcome: filters.outcome as AuditExportQuery['outcome'] } : {}),
    ...(filters.from && range ? { from: filters.from } : {}),
    ...(filters.to && range ? { to: filters.to } : {}),
  };
}

/** The list's request: the export's filters, the sort and one page. */
export function auditQuery(params: ListParams<AuditFilter>): AuditQuery {
  return { ...auditExportQuery(params), sortBy: params.sortBy as AuditQuery['sortBy'], page: params.page, perPage: params.perPage };
}
