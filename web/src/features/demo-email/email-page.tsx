import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Menu } from 'lucide-react';
import { Sidebar } from 'primereact/sidebar';
import { useAtomValue } from 'jotai';
import { Icon } from '../../components/icon';
import { EmptyState } from '../../components/page-states';
import { SearchBox, useListParams, type ListSpec } from '../../components/list-kit';
import { useToast } from '../../components/toast';
import { api } from '../../lib/api-client';
import { userDataAtom } from '../../state/session';
import { blankCompose, forwardOf, fromDraft, replyTo, type ComposeState } from './compose/compose-model';
import { listQuery, useMailActions, useMailList } from './api';
import { useMailFormat } from './mail-format';
import { MailList } from './mail-list';
import { MailSidebar } from './mail-sidebar';
import { MAIL_LABELS, MAIL_VIEWS, type Email, type MailLabel, type MailListKey, type MailView } from './mail-types';
import { MailView as OpenMail } from './mail-view';
import { LABEL_NAMES, VIEW_NAMES } from './vocabulary';
import './email.css';

/** The compose window (and the editor in it) loads when it is first opened. */
const ComposeDialog = lazy(() => import('./compose/compose-dialog').then((m) => ({ default: m.ComposeDialog })));

/** Only the search is list state here (the API gives a folder whole, newest first). */
const LIST_SPEC: ListSpec = { sortFields: [] };

function useListKey(): MailListKey {
  const params = useParams<{ folder?: string; label?: string }>();
  const [list] = useListParams(LIST_SPEC);
  const label = MAIL_LABELS.find((l) => l === params.label);
  const view = MAIL_VIEWS.find((v) => v === params.folder) ?? 'inbox';
  return { view: label ? 'inbox' : view, ...(label ? { label } : {}), q: list.q };
}

/**
 * /apps/email, /apps/email/{folder}, /apps/email/label/{label}: the mail app in three panes —
 * folders and labels, the list (search in `?q=`), and the open e-mail (`?email=`).
 */
function EmailPage() {
  const { t, i18n } = useLingui();
  const notify = useToast();
  const format = useMailFormat();
  const key = useListKey();
  const [, setList] = useListParams(LIST_SPEC);
  const [search, setSearch] = useSearchParams();
  const [path] = useLocation();
  const [compose, setCompose] = useState<ComposeState | null>(null);
  const [drawer, setDrawer] = useState(false);
  /** The mailbox is the signed-in person's (the server shows its owner as them). */
  const mailbox = useAtomValue(userDataAtom)?.email ?? '';
  const query = useMailList(key);
  const actions = useMailActions();
  const emails = query.data?.emails;
  const openId = Number(search.get('email')) || null;
  const open = emails?.find((e) => e.id === openId) ?? null;
  const index = open && emails ? emails.indexOf(open) : -1;

  const title = key.label ? t`Label: ${i18n._(LABEL_NAMES[key.label as MailLabel])}` : i18n._(VIEW_NAMES[key.view as MailView]);
  const hrefOf = (email: Email) => {
    const next = new URLSearchParams(search);
    next.set('email', String(email.id));
    return `${path}?${next}`;
  };
  const closeOpen = () =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.delete('email');
      return next;
    });

  // Opening an unread e-mail marks it read (the counters follow).
  const markedRead = useRef<number | null>(null);
  useEffect(() => {
    if (!open || open.isRead || markedRead.current === open.id) return;
    markedRead.current = open.id;
    void actions.setRead([open.id], true);
  }, [open, actions]);

  // The subject of a newly opened e-mail takes the focus (the reading pane replaced the list on a phone).
  useEffect(() => {
    if (openId) document.getElementById('mail-view-subject')?.focus();
  }, [openId]);

  const step = async (dir: 'previous' | 'next') => {
    if (!open) return;
    const { data } = await api.GET('/api/apps/email/paginate-email', { params: { query: { dir, emailId: open.id, ...listQuery(key) } } });
    if (data) setSearch((current) => new URLSearchParams({ ...Object.fromEntries(current), email: String(data.id) }));
    else notify('info', dir === 'next' ? t`This is the last e-mail of the list.` : t`This is the first e-mail of the list.`);
  };

  const answer = (how: 'reply' | 'reply-all' | 'forward') => {
    if (!open) return;
    if (how === 'forward') setCompose(forwardOf(open, t`Forwarded message from ${open.from.name} <${open.from.email}>, ${format.dateTime(open.time)}:`));
    else setCompose(replyTo(open, how === 'reply-all', mailbox));
  };

  const sidebar = (onNavigate?: () => void) => (
    <MailSidebar
      current={key}
      counts={query.data?.emailsMeta}
      onCompose={() => {
        setDrawer(false);
        setCompose(blankCompose());
      }}
      onNavigate={onNavigate}
    />
  );

  const header = (
    <div className="mail-list__header">
      <button type="button" className="mail-tool mail-list__drawer-button" aria-label={t`Folders and labels`} onClick={() => setDrawer(true)}>
        <Icon icon={Menu} size={20} />
      </button>
      <h1 id="mail-list-title" className="mail-list__title">
        {title}
      </h1>
      <SearchBox value={key.q} onSearch={(q) => setList({ q })} label={t`Search e-mail`} placeholder={t`Search e-mail`} className="mail-list__search" />
    </div>
  );

  return (
    <div className={`mail-app${open ? ' mail-app--reading' : ''}`}>
      <aside className="mail-app__sidebar" aria-label={t`Folders and labels`}>
        {sidebar()}
      </aside>
      <Sidebar visible={drawer} onHide={() => setDrawer(false)} ariaCloseLabel={t`Close`} className="mail-drawer" header={<Trans>Mailboxes</Trans>}>
        {sidebar(() => setDrawer(false))}
      </Sidebar>
      <MailList
        listKey={key}
        emails={emails}
        loading={query.isFetching}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        openId={openId}
        hrefOf={hrefOf}
        onOpenDraft={(email) => setCompose(fromDraft(email))}
        actions={actions}
        header={header}
      />
      <div className="mail-app__reader">
        {open ? (
          <OpenMail
            key={open.id}
            email={open}
            listTitle={title}
            listKey={key}
            actions={actions}
            hasPrevious={index > 0}
            hasNext={index >= 0 && index < (emails?.length ?? 0) - 1}
            onStep={(dir) => void step(dir)}
            onClose={closeOpen}
            onAnswer={answer}
          />
        ) : (
          <EmptyState>
            <Trans>Choose an e-mail to read it.</Trans>
          </EmptyState>
        )}
      </div>
      {compose ? (
        <Suspense fallback={null}>
          <ComposeDialog initial={compose} onClose={() => setCompose(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

export default EmailPage;
