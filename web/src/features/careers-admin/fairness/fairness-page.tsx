import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { BusyButton } from '../../../components/busy-button';
import { Link } from 'wouter';
import { FilterSelect, useListParams, type ListChange, type ListParams } from '../../../components/list-kit';
import { useToast } from '../../../components/toast';
import { api } from '../../../lib/api-client';
import { apiProblem, problemText, type ApiProblem } from '../../../lib/api-errors';
import { DEPARTMENT_LABELS } from '../../../lib/careers-vocabulary';
import { QUESTION_HEADINGS } from '../../../lib/equal-opportunities-vocabulary';
import { $api } from '../../../lib/query';
import { fileNameOf, saveBlob } from '../../../lib/save-file';
import { DEPARTMENTS } from '../../../../../common/careers-vocabulary';
import * as paths from '../../../../../common/paths';
import { rangeInOrder } from '../audit-log/list-state';
import { DayFilter, useJobOptions } from '../filters';
import { ADMIN_REFUSALS } from '../refusals';
import { FairnessTable } from './fairness-table';
import { FAIRNESS_SPEC, fairnessQuery, type FairnessFilter, type FairnessQuery } from './list-state';
import '../../../components/demo-screen.css';
import '../admin-jobs.css';
import './fairness.css';

const REPORT_API = '/api/careers/admin/fairness';
const EXPORT_API = '/api/careers/admin/fairness/export.csv';

type Params = ListParams<FairnessFilter>;
type SetParams = (change: ListChange<FairnessFilter>) => void;

/** Saves the CSV of the report under the screen's filters (hidden counts hidden the same way). */
function useFairnessExport() {
  const { t } = useLingui();
  const toast = useToast();
  return useMutation<void, ApiProblem, FairnessQuery>({
    mutationFn: async (query) => {
      const answer = await api.GET(EXPORT_API, { params: { query }, parseAs: 'blob' }).catch(() => null);
      if (answer?.data) saveBlob(answer.data, fileNameOf(answer.response.headers.get('content-disposition'), 'fairness-report.csv'));
      else throw apiProblem(answer?.error ?? null, answer?.response.status);
    },
    onError: (problem) => toast('error', t`Download CSV`, problemText(problem, ADMIN_REFUSALS)),
  });
}

function Filters({ params, setParams }: { params: Params; setParams: SetParams }) {
  const { t, i18n } = useLingui();
  const jobs = useJobOptions();
  const departments = DEPARTMENTS.map((value) => ({ value, label: i18n._(DEPARTMENT_LABELS[value]) }));
  return (
    <div className="list-toolbar" role="group" aria-label={t`Filter the report`}>
      <FilterSelect label={<Trans>Job</Trans>} allLabel={t`All jobs`} value={params.filters.job} options={jobs} onChange={(job) => setParams({ filters: { job } })} />
      <FilterSelect
        label={<Trans>Department</Trans>}
        allLabel={t`All departments`}
        value={params.filters.department}
        options={departments}
        onChange={(department) => setParams({ filters: { department } })}
      />
      <DayFilter label={<Trans>Submitted from</Trans>} value={params.filters.from} onChange={(from) => setParams({ filters: { from } })} />
      <DayFilter label={<Trans>Submitted to</Trans>} value={params.filters.to} onChange={(to) => setParams({ filters: { to } })} />
    </div>
  );
}

/** /careers/admin/fairness (`read EqualOpportunities`): who reached each stage, per group of each monitoring question, small numbers hidden. */
function FairnessPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useListParams(FAIRNESS_SPEC);
  const query = fairnessQuery(params);
  const report = $api.useQuery('get', REPORT_API, { params: { query } }, { placeholderData: keepPreviousData, retry: false });
  const exportCsv = useFairnessExport();
  const data = report.data;
  const filtered = Object.values(params.filters).some(Boolean);

  return (
    <div className="admin-jobs-page fairness-page">
      <div className="admin-jobs__head">
        <h1 id="fairness-title">
          <Trans>Fairness report</Trans>
        </h1>
        <BusyButton type="button" label={t`Download CSV`} icon="pi pi-download" className="form-action" busy={exportCsv.isPending} onClick={() => exportCsv.mutate(query)} />
      </div>
      <section className="demo-card" aria-labelledby="fairness-title">
        <Filters params={params} setParams={setParams} />
        {!rangeInOrder(params.filters) ? (
          <p className="applicant-problem" role="alert">
            <Trans>The first day of the range is after the last: the dates are left out.</Trans>
          </p>
        ) : null}
        {filtered ? (
          <p>
            <Link href={paths.careers.adminFairness}>
              <Trans>Clear the filters</Trans>
            </Link>
          </p>
        ) : null}
        <div className="fairness-help">
          <p>
            <Trans>
              Each figure counts the applications that reached a stage, or went further, whatever happened to them afterwards. The rate is the share of the
              previous stage that reached this one; the ratio compares it with the group that has the highest rate. A ratio below 0.8 is flagged (the
              four-fifths rule): look at how that stage is decided.
            </Trans>
          </p>
          <p>
            <Trans>
              “Fewer than 5” marks a group of fewer than five people. “Hidden” marks a figure left out so that a small group cannot be worked out from the
              totals or from the stages before and after it.
            </Trans>
          </p>
        </div>
        {report.isError ? (
          <p className="applicant-problem" role="alert">
            {problemText(apiProblem(report.error), ADMIN_REFUSALS)}
          </p>
        ) : !data ? (
          <p>
            <Trans>Loading the report…</Trans>
          </p>
        ) : (
          <div className="fairness-tables" aria-busy={report.isFetching}>
            <FairnessTable id="fairness-totals" caption={t`All applications`} groupLabel={t`All applications`} groups={[{ group: 'all', fewerThanFive: false, cells: data.totals }]} />
            {data.questions.map((question) => (
              <FairnessTable key={question.question} id={`fairness-${question.question}`} caption={i18n._(QUESTION_HEADINGS[question.question])} groups={question.groups} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}

export default FairnessPage;
