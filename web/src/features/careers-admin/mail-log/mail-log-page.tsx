import { keepPreviousData } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Column } from 'primereact/column';
import type { MessageDescriptor } from '@lingui/core';
import type { operations } from '../../../api/schema';
import { FilterSelect, SearchBox, toApiQuery, useListParams, type ListSpec } from '../../../components/list-kit';
import { queryLoadState, ServerTable } from '../../../components/list-kit/server-table';
import { $api } from '../../../lib/query';
import { DateTime, LastErrorCell, MailStatusCell } from './mail-cells';
import { MAIL_LOG_PATH, useRetryMail } from './use-retry-mail';
import { MAIL_KINDS, MAIL_STATUS_LABELS, MAIL_STATUSES, mailKindLabel, statusOptionLabel, type MailLogEntry } from './vocabulary';
import '../../../components/demo-screen.css';
import '../admin-jobs.css';
import './mail-log.css';

type MailFilter = 'status' | 'kind';
type MailLogQuery = NonNullable<operations['listMailLog']['parameters']['query']>;

const SPEC: ListSpec<MailFilter> = {
  sortFields: ['createdAt', 'recipient', 'kind', 'status', 'attempts'],
  defaultSortDesc: true,
  filters: { status: MAIL_STATUSES, kind: MAIL_KINDS },
};

/** /careers/admin/mail (`manage Mail`): every e-mail the portal queued and how it went, filtered, sorted and paged on the server. */
function MailLogPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useListParams(SPEC);
  const log = $api.useQuery('get', MAIL_LOG_PATH, { params: { query: toApiQuery(params) as MailLogQuery } }, { placeholderData: keepPreviousData });
  const { retry, pendingId } = useRetryMail();
  const label = (d: MessageDescriptor) => i18n._(d);
  const counts = log.data?.statusCounts;
  const statusOptions = MAIL_STATUSES.map((status) => ({
    value: status,
    label: statusOptionLabel(label(MAIL_STATUS_LABELS[status]), counts ? (counts[status] ?? 0) : undefined, (n) => i18n.number(n)),
  }));
  const kindOptions = MAIL_KINDS.map((kind) => ({ value: kind, label: mailKindLabel(kind, label) }));
  const filtered = Boolean(params.q || params.filters.status || params.filters.kind);

  const retryCell = (entry: MailLogEntry) =>
    entry.retryable ? (
      <button type="button" className="admin-action" disabled={pendingId === entry.id} onClick={() => retry(entry)}>
        <Trans>Retry</Trans>
        <span className="visually-hidden"> {entry.recipient}</span>
      </button>
    ) : null;

  return (
    <div className="admin-jobs-page mail-log-page">
      <h1 id="mail-log-title">
        <Trans>Mail log</Trans>
      </h1>
      <section className="demo-card" aria-labelledby="mail-log-title">
        <div className="list-toolbar">
          <FilterSelect label={t`Status`} allLabel={t`All statuses`} value={params.filters.status} options={statusOptions} onChange={(status) => setParams({ filters: { status } })} />
          <FilterSelect label={t`Kind`} allLabel={t`All kinds`} value={params.filters.kind} options={kindOptions} onChange={(kind) => setParams({ filters: { kind } })} />
          <SearchBox value={params.q} onSearch={(q) => setParams({ q })} label={t`Search the mail log`} visibleLabel placeholder={t`Recipient, subject or kind`} />
        </div>
        <ServerTable<MailLogEntry, MailFilter>
          rows={log.data?.items}
          total={log.data?.total ?? 0}
          params={params}
          onChange={setParams}
          {...queryLoadState(log)}
          emptyMessage={filtered ? t`No e-mails match these filters.` : t`No e-mail has been queued yet.`}
          labelledBy="mail-log-title"
        >
          <Column field="createdAt" header={t`Queued at`} sortable body={(entry: MailLogEntry) => <DateTime iso={entry.createdAt} />} />
          <Column field="recipient" header={t`Recipient`} sortable body={(entry: MailLogEntry) => <span className="mail-log__recipient">{entry.recipient}</span>} />
          <Column header={t`Subject`} body={(entry: MailLogEntry) => <span className="mail-log__subject">{entry.subject}</span>} />
          <Column field="kind" header={t`Kind`} sortable body={(entry: MailLogEntry) => mailKindLabel(entry.kind, label)} />
          <Column field="status" header={t`Status`} sortable body={(entry: MailLogEntry) => <MailStatusCell entry={entry} />} />
          <Column field="attempts" header={t`Attempts`} sortable body={(entry: MailLogEntry) => i18n.number(entry.attempts)} />
          <Column header={t`Last error`} body={(entry: MailLogEntry) => <LastErrorCell text={entry.lastError} />} />
          <Column header={t`Sent at`} body={(entry: MailLogEntry) => <DateTime iso={entry.sentAt} />} />
          <Column header={t`Actions`} body={retryCell} />
        </ServerTable>
      </section>
    </div>
  );
}

export default MailLogPage;
