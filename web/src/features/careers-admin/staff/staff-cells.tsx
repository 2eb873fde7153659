import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEPARTMENT_LABELS, wordFor } from '../../../lib/careers-vocabulary';
import type { StaffMember } from './vocabulary';
import * as paths from '../../../../../common/paths';

/**
 * A staff member's name, linking to their account; a deactivated one struck through and followed
 * by the word "deactivated" (the line alone says nothing to a screen reader or in high contrast).
 */
export function StaffName({ member }: { member: Pick<StaffMember, 'id' | 'fullName' | 'status'> }) {
  const name = member.status === 'deactivated' ? <s>{member.fullName}</s> : member.fullName;
  return (
    <span className="staff-name">
      <Link href={paths.to(paths.careers.adminStaffMember, member.id)}>{name}</Link>
      {member.status === 'deactivated' ? (
        <span className="staff-name__state">
          {' '}
          (<Trans>deactivated</Trans>)
        </span>
      ) : null}
    </span>
  );
}

/** The departments of a grant; none listed means every department. */
export function Departments({ departments }: { departments: readonly string[] | null }) {
  const { i18n } = useLingui();
  if (departments === null) return <Trans>All departments</Trans>;
  if (departments.length === 0) return <Trans>None</Trans>;
  const names = departments.map((department) => wordFor(i18n, DEPARTMENT_LABELS, department));
  return <>{new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(names)}</>;
}

/** When the account last signed in, as a date and time in the reader's language; "Never" before the first sign-in. */
export function LastSeen({ iso }: { iso: string | null }) {
  const { i18n } = useLingui();
  if (!iso) return <Trans>Never</Trans>;
  return <time dateTime={iso}>{i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' })}</time>;
}
