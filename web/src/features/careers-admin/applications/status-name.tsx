import { Trans, useLingui } from '@lingui/react/macro';
import { statusNames, type ApplicationStatus } from './vocabulary';

/** A status as staff name it, with the applicant's name for the same step beside it when it differs. */
export function StatusName({ status, badge = true }: { status: ApplicationStatus; badge?: boolean }) {
  const { i18n } = useLingui();
  const { staff, applicant } = statusNames(status);
  const staffName = i18n._(staff);
  const applicantName = applicant ? i18n._(applicant) : null;
  return (
    <span className="status-name">
      <span className={badge ? `application-status application-status--${status}` : undefined}>{staffName}</span>
      {applicantName ? (
        <span className="status-name__applicant">
          <Trans>applicant sees “{applicantName}”</Trans>
        </span>
      ) : null}
    </span>
  );
}
