import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BusyButton } from '../../../components/busy-button';
import { Column } from 'primereact/column';
import { Link } from 'wouter';
import { useListParams } from '../../../components/list-kit';
import { queryLoadState, ServerTable } from '../../../components/list-kit/server-table';
import { useToast } from '../../../components/toast';
import { api } from '../../../lib/api-client';
import { apiProblem, problemText, type ApiProblem } from '../../../lib/api-errors';
import { $api } from '../../../lib/query';
import { fileNameOf, saveBlob } from '../../../lib/save-file';
import { AUDIT_API, AUDIT_EXPORT_API, auditChanged } from '../api';
import { DateTime } from '../mail-log/mail-cells';
import { ADMIN_REFUSALS } from '../refusals';
import { ActionCell, ActorCell, ApplicationCell, DetailCell, OutcomeCell, SubjectCell, useActorName } from './audit-cells';
import { AuditFilters } from './audit-filters';
import { AUDIT_LIST_SPEC, AUDIT_PAGE, auditExportQuery, auditQuery, type AuditExportQuery, type AuditFilter } from './list-state';
import type { AuditEvent } from './vocabulary';
import '../../../components/demo-screen.css';
import '../admin-jobs.css';
import './audit-log.css';

/** Saves the CSV of the events under the screen's filters; the export is itself recorded, so the list is read again. */
function useAuditExport() {
  const { t } = useLingui();
  const toast = useToast();
  return useMutation<void, ApiProblem, AuditExportQuery>({
    mutationFn: async (query) => {
      const answer = await api.GET(AUDIT_EXPORT_API, { params: { query }, parseAs: 'blob' }).catch(() => null);
      if (answer?.data) saveBlob(answer.data, fileNameOf(answer.response.headers.get('content-disposition'), 'audit-log.csv'));
      else throw apiProblem(answer?.error ?? null, answer?.response.status);
    },
    onSuccess: () => void auditChanged(),
    onError: (problem) => toast('error', t`Export CSV`, problemText(problem, ADMIN_REFUSALS)),
  });
}

/** /careers/admin/audit (`read AuditLog`): who did what to which record and when, filtered in the URL, paged and sorted on the server. */
function AuditLogPage() {
  const { t } = useLingui();
  const [params, setParams] = useListParams(AUDIT_LIST_SPEC);
  const log = $api.useQuery('get', AUDIT_API, { params: { query: auditQuery(params) } }, { placeholderData: keepPreviousData });
  const data = log.data;
  const exportCsv = useAuditExport();
  const nameOf = useActorName();
  const person = params.filters.person;
  const personActor = data?.items.find((event) => String(event.actor.id) === person)?.actor;
  const name = personActor ? nameOf(personActor) : null;
  const filtered = Boolean(params.q || Object.values(params.filters).some(Boolean));
  const onlyThem = (actorId: number) => setParams({ filters: { person: String(actorId) } });

  return (
    <div className="admin-jobs-page audit-log-page">
      <div className="admin-jobs__head">
        <h1 id="audit-log-title">
          <Trans>Audit log</Trans>
        </h1>
        <BusyButton
          type="button"
          label={t`Export CSV`}
          icon="pi pi-download"
          className="form-action"
          busy={exportCsv.isPending}
          onClick={() => exportCsv.mutate(auditExportQuery(params))}
        />
      </div>
      <section className="demo-card" aria-labelledby="audit-log-title">
        <AuditFilters params={params} setParams={setParams} />
        {person ? (
          <p className="audit-person">
            {name ? <Trans>Only what {name} did.</Trans> : <Trans>Only what account {person} did.</Trans>}{' '}
            <button type="button" className="admin-action" onClick={() => setParams({ filters: { person: '' } })}>
              <Trans>Show everyone</Trans>
            </button>
          </p>
        ) : null}
        <p className="admin-jobs__count" aria-live="polite" aria-atomic="true">
          {/* An empty log without filters is said once, by the table ("Nothing has been recorded yet"). */}
          {data && (data.total > 0 || filtered) ? <Plural value={data.total} _0="No events match these filters." one="# event" other="# events" /> : null}
          {filtered ? (
            <>
              {' '}
              <Link href={AUDIT_PAGE}>
                <Trans>Clear the filters</Trans>
              </Link>
            </>
          ) : null}
        </p>
        <ServerTable<AuditEvent, AuditFilter>
          rows={data?.items}
          total={data?.total ?? 0}
          params={params}
          onChange={setParams}
          {...queryLoadState(log)}
          perPageOptions={AUDIT_LIST_SPEC.perPageOptions}
          emptyMessage={filtered ? t`No events match these filters.` : t`Nothing has been recorded yet.`}
          labelledBy="audit-log-title"
        >
          <Column field="at" header={t`When`} sortable body={(event: AuditEvent) => <DateTime iso={event.at} />} />
          <Column field="actor" header={t`Who`} sortable body={(event: AuditEvent) => <ActorCell event={event} onOnly={person ? undefined : onlyThem} />} />
          <Column field="action" header={t`Action`} sortable body={(event: AuditEvent) => <ActionCell action={event.action} />} />
          <Column header={t`Subject`} body={(event: AuditEvent) => <SubjectCell event={event} />} />
          <Column header={t`Application`} body={(event: AuditEvent) => <ApplicationCell id={event.applicationId} />} />
          <Column field="outcome" header={t`Outcome`} sortable body={(event: AuditEvent) => <OutcomeCell outcome={event.outcome} />} />
          <Column header={t`Details`} body={(event: AuditEvent) => <DetailCell event={event} />} />
        </ServerTable>
      </section>
    </div>
  );
}

export default AuditLogPage;
