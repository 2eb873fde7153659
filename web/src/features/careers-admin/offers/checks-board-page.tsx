import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { $api, withQueryClient } from '../../../lib/query';
import { checkLabel, CHECK_OWNER_LABELS, CHECK_STATUS_LABELS, formatDay } from '../../../lib/offer-vocabulary';
import { CHECKS_API } from './api';
import * as paths from '../../../../../common/paths';
import '../admin-jobs.css';
import './offers.css';

/** /careers/admin/offer-checks: every open check of the open offers the caller may see, overdue ones marked. */
function ChecksBoardPage() {
  const { t, i18n } = useLingui();
  const load = $api.useQuery('get', CHECKS_API, {});
  const items = load.data?.items ?? [];
  return (
    <section className="admin-jobs-page" aria-labelledby="checks-board-title">
      <h1 id="checks-board-title">{t`Pre-employment checks`}</h1>
      {load.isError ? <p role="alert">{t`We could not load the checks.`}</p> : null}
      {load.data && !items.length ? <p role="status">{t`No check is open.`}</p> : null}
      {items.length ? (
        <div className="offer-table-wrap">
          <table className="offer-table">
            <caption>{t`${items.length} open check(s); overdue ones first by due date`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Applicant`}</th>
                <th scope="col">{t`Job`}</th>
                <th scope="col">{t`Check`}</th>
                <th scope="col">{t`Owner`}</th>
                <th scope="col">{t`Due`}</th>
                <th scope="col">{t`Status`}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((i) => (
                <tr key={i.check.id}>
                  <th scope="row">
                    <Link href={paths.to(paths.careers.application, i.applicationId)}>{i.applicantName}</Link>
                  </th>
                  <td>{i.jobTitle}</td>
                  <td>{checkLabel(i.check.labels, i18n.locale)}</td>
                  <td>{i18n._(CHECK_OWNER_LABELS[i.check.owner])}</td>
                  <td className={i.check.overdue ? 'offer-overdue' : undefined}>
                    {i.check.dueOn ? formatDay(i.check.dueOn, i18n.locale) : '—'}
                    {i.check.overdue ? ` (${t`overdue`})` : ''}
                  </td>
                  <td>{i18n._(CHECK_STATUS_LABELS[i.check.status])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

export default withQueryClient(ChecksBoardPage);
