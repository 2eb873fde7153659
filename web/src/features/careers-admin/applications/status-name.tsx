import { Trans, useLingui } from '@lingui/react/macro';
import { statusNames, type ApplicationStatus } from './vocabulary';

/**
 * A status as staff call it, with the applicant's name for it beside ("Submitted — applicant sees
 * ‘Received’"), unless `withApplicantName` is false (the filter chips, where the staff name alone is the filter).
 */
export function StatusName({ status, badge = true, withApplicantName = true }: { status: ApplicationStatus; badge?: boolean; withApplicantName?: boolean }) {
  const { i18n } = useLingui();
  const { staff, applicant } = statusNames(status);
  const staffName = i18n._(staff);
  const applicantName = applicant && withApplicantName ? i18n._(applicant) : null;
  return (
    <span className="status-name">
      <span className={badge ? `application-status application-status--${status}` : undefined}>{staffName}</span>
      {applicantName ? ' ' : null}
      {applicantName ? (
        <span className="status-name__applicant">
          <Trans>applicant sees “{applicantName}”</Trans>
        </span>
      ) : null}
    </span>
  );
}
