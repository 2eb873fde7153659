import { keepPreviousData } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Column } from 'primereact/column';
import { BusyButton } from '../../../components/busy-button';
import type { components, operations } from '../../../api/schema';
import { countedLabel, FilterSelect, SearchBox, toApiQuery, useListParams, type ListSpec } from '../../../components/list-kit';
import { queryLoadState, ServerTable } from '../../../components/list-kit/server-table';
import { $api, queryClient } from '../../../lib/query';
import { useFocusWhen } from '../../../lib/use-focus-when';
import { FEEDBACK_KINDS, FEEDBACK_STATUSES, type FeedbackStatus } from '../../../../../common/accessibility-feedback';
import { CONTACT_LABELS, KIND_LABELS, STATUS_LABELS } from './vocabulary';
import '../../../components/demo-screen.css';
import '../admin-jobs.css';

const FEEDBACK_API = '/api/careers/admin/accessibility-feedback';
type Feedback = components['schemas']['AccessibilityFeedback'];
type FeedbackFilter = 'status' | 'kind';
type FeedbackQuery = NonNullable<operations['listAccessibilityFeedback']['parameters']['query']>;
const SPEC: ListSpec<FeedbackFilter> = { sortFields: [], filters: { status: FEEDBACK_STATUSES, kind: FEEDBACK_KINDS } };

function Contact({ item }: { item: Feedback }) {
  const { i18n } = useLingui();
  return (
    <>
      <span>{item.name}</span>
      <br />
      <a href={`mailto:${item.email}`}>{item.email}</a>
      {item.phone ? (
        <>
          <br />
          <span>{item.phone}</span>
        </>
      ) : null}
      <br />
      <Trans>Answer by: {i18n._(CONTACT_LABELS[item.contactPreference])}</Trans>
    </>
  );
}

function Handle({ item }: { item: Feedback }) {
  const { t, i18n } = useLingui();
  const resolve = $api.useMutation('post', `${FEEDBACK_API}/{id}/resolve`, { onSettled: () => queryClient.invalidateQueries({ queryKey: ['get', FEEDBACK_API] }) });
  // The button pressed gives way to who handled it: that line takes the focus (WCAG 2.4.3).
  const handled = useFocusWhen<HTMLSpanElement>(resolve.isSuccess && item.status === 'handled');
  if (item.status === 'handled') {
    const when = item.handledAt ? i18n.date(new Date(item.handledAt), { dateStyle: 'medium' }) : '';
    const who = item.handledBy ?? t`someone`;
    return (
      <span tabIndex={-1} ref={handled}>
        <Trans>
          Handled by {who} on {when}
        </Trans>
      </span>
    );
  }
  return (
    <BusyButton
      type="button"
      size="small"
      label={t`Mark handled`}
      aria-label={t`Mark handled: ${item.reference}`}
      busy={resolve.isPending}
      onClick={() => resolve.mutate({ params: { path: { id: item.id } }, body: {} })}
    />
  );
}

type Params = ReturnType<typeof useListParams<FeedbackFilter>>;

/** Search first (a reference read out on the phone), then the kind and the status with its counts. */
function Toolbar({ params, setParams, counts }: { params: Params[0]; setParams: Params[1]; counts: Record<FeedbackStatus, number> | undefined }) {
  const { t, i18n } = useLingui();
  const byKind = FEEDBACK_KINDS.map((kind) => ({ value: kind, label: i18n._(KIND_LABELS[kind]) }));
  const byStatus = FEEDBACK_STATUSES.map((status) => ({ value: status, label: countedLabel(i18n._(STATUS_LABELS[status]), counts?.[status], (n) => i18n.number(n)) }));
  return (
    <div className="list-toolbar">
      <SearchBox label={t`Search the feedback`} placeholder={t`Reference, name, e-mail or message`} visibleLabel value={params.q} onSearch={(q) => setParams({ q })} />
      <FilterSelect label={t`Kind`} allLabel={t`All kinds`} options={byKind} value={params.filters.kind} onChange={(kind) => setParams({ filters: { kind } })} />
      <FilterSelect label={t`Status`} allLabel={t`All statuses`} options={byStatus} value={params.filters.status} onChange={(status) => setParams({ filters: { status } })} />
    </div>
  );
}

/** /careers/admin/accessibility-feedback (`manage AccessibilityFeedback`): what people sent with the statement's form, to answer and mark handled. */
function FeedbackPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useListParams(SPEC);
  const list = $api.useQuery('get', FEEDBACK_API, { params: { query: toApiQuery(params) as FeedbackQuery } }, { placeholderData: keepPreviousData });
  const counts = list.data?.statusCounts;
  const filtered = Boolean(params.q || params.filters.status || params.filters.kind);
  return (
    <div className="admin-jobs-page">
      <h1 id="feedback-title">
        <Trans>Accessibility feedback</Trans>
      </h1>
      <section className="demo-card" aria-labelledby="feedback-title">
        <Toolbar params={params} setParams={setParams} counts={counts} />
        <ServerTable<Feedback, FeedbackFilter>
          rows={list.data?.items}
          total={list.data?.total ?? 0}
          params={params}
          onChange={setParams}
          {...queryLoadState(list)}
          emptyMessage={filtered ? t`No feedback matches these filters.` : t`No feedback yet.`}
          labelledBy="feedback-title"
        >
          <Column header={t`Reference`} body={(item: Feedback) => <span>{item.reference}</span>} />
          <Column header={t`Received`} body={(item: Feedback) => i18n.date(new Date(item.createdAt), { dateStyle: 'medium', timeStyle: 'short' })} />
          <Column header={t`Kind`} body={(item: Feedback) => i18n._(KIND_LABELS[item.kind])} />
          <Column header={t`Message`} body={(item: Feedback) => <p className="feedback-message">{[item.message, item.format, item.page].filter(Boolean).join(' · ')}</p>} />
          <Column header={t`From`} body={(item: Feedback) => <Contact item={item} />} />
          <Column header={t`Status`} body={(item: Feedback) => <Handle item={item} />} />
        </ServerTable>
      </section>
    </div>
  );
}

export default FeedbackPage;
