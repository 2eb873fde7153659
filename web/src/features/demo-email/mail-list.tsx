import { useEffect, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { EmptyState, LoadFailure, SkeletonLines } from '../../components/page-states';
import { BulkActions } from './bulk-actions';
import { MailRow } from './mail-row';
import type { useMailActions } from './api';
import type { Email, MailListKey } from './mail-types';
import { EMPTY_VIEW } from './vocabulary';

interface MailListProps {
  listKey: MailListKey;
  emails: Email[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  openId: number | null;
  hrefOf: (email: Email) => string;
  onOpenDraft: (email: Email) => void;
  actions: ReturnType<typeof useMailActions>;
  /** The heading and the search above the list. */
  header: ReactNode;
}

/** The list pane: heading, search, select all with the bulk actions, and the e-mails. */
export function MailList({ listKey, emails, loading, failed, onRetry, openId, hrefOf, onOpenDraft, actions, header }: MailListProps) {
  const { t, i18n } = useLingui();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  useEffect(() => setSelected(new Set()), [listKey.view, listKey.label, listKey.q]);
  const shown = emails ?? [];
  const visibleSelection = new Set(shown.filter((e) => selected.has(e.id)).map((e) => e.id));
  const select = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  let body: ReactNode;
  if (failed && !emails) body = <LoadFailure onRetry={onRetry} />;
  else if (loading && !emails) body = <SkeletonLines lines={8} className="mail-list__skeleton" />;
  else if (shown.length === 0) body = <EmptyState>{listKey.q ? t`No e-mails match “${listKey.q}”.` : i18n._(EMPTY_VIEW[listKey.view])}</EmptyState>;
  else
    body = (
      <ul className="mail-list__rows" aria-label={t`E-mails`} aria-busy={loading || undefined}>
        {shown.map((email) => (
          <MailRow
            key={email.id}
            email={email}
            href={listKey.view === 'draft' ? null : hrefOf(email)}
            onOpenDraft={onOpenDraft}
            current={email.id === openId}
            selected={selected.has(email.id)}
            onSelect={(on) => select(email.id, on)}
            onStar={() => void actions.setStarred([email.id], !email.isStarred, listKey.view)}
          />
        ))}
      </ul>
    );

  return (
    <section className="mail-list" aria-labelledby="mail-list-title">
      {header}
      <BulkActions emails={shown} selected={visibleSelection} onSelect={setSelected} listKey={listKey} actions={actions} />
      {failed && emails ? <LoadFailure onRetry={onRetry} /> : null}
      {body}
    </section>
  );
}
