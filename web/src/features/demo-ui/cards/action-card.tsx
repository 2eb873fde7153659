import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, RotateCw, X } from 'lucide-react';
import { Icon } from '../../../components/icon';
import { dateFormat } from '../../../lib/date-format';

interface ActionCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Asks the API again (the card shows that it is refreshing, then when it was refreshed). */
  onRefresh?: () => Promise<unknown>;
  /** Takes the card off the page (the page offers to bring it back). */
  onRemove: () => void;
  children: ReactNode;
}

/** A card with the template's actions: collapse, refresh (refetches its data) and remove. */
export function ActionCard({ title, subtitle, onRefresh, onRemove, children }: ActionCardProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(true);
  const [refreshing, setRefreshing] = useState(false);
  const [refreshedAt, setRefreshedAt] = useState<Date | null>(null);
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);

  const refresh = async () => {
    if (!onRefresh || refreshing) return;
    setRefreshing(true);
    try {
      await onRefresh();
      if (mounted.current) setRefreshedAt(new Date());
    } finally {
      if (mounted.current) setRefreshing(false);
    }
  };
  const time = refreshedAt ? dateFormat(i18n.locale, { timeStyle: 'medium' }).format(refreshedAt) : '';

  return (
    <article className="surface-card action-card" aria-labelledby={headingId} aria-busy={refreshing}>
      <header className="action-card__header">
        <div className="action-card__titles">
          <h3 id={headingId} className="action-card__title">
            {title}
          </h3>
          {subtitle ? <p className="action-card__subtitle">{subtitle}</p> : null}
        </div>
        <div className="action-card__actions">
          <button
            type="button"
            className="action-card__button"
            aria-expanded={open}
            aria-controls={bodyId}
            aria-label={open ? t`Collapse ${title}` : t`Expand ${title}`}
            title={open ? t`Collapse` : t`Expand`}
            onClick={() => setOpen(!open)}
          >
            <Icon icon={ChevronDown} size={18} className={open ? '' : 'action-card__chevron--closed'} />
          </button>
          {onRefresh ? (
            <button type="button" className="action-card__button" aria-label={t`Refresh ${title}`} title={t`Refresh`} disabled={refreshing} onClick={() => void refresh()}>
              <Icon icon={RotateCw} size={18} className={refreshing ? 'action-card__spin' : ''} />
            </button>
          ) : null}
          <button type="button" className="action-card__button" aria-label={t`Remove ${title}`} title={t`Remove`} onClick={onRemove}>
            <Icon icon={X} size={18} />
          </button>
        </div>
      </header>
      <div id={bodyId} className="action-card__body" hidden={!open}>
        {children}
      </div>
      <p className="action-card__status" role="status">
        {refreshing ? <Trans>Refreshing…</Trans> : refreshedAt ? <Trans>Refreshed at {time}</Trans> : null}
      </p>
    </article>
  );
}

/** The cards a page shows and the ones the user removed (restored all at once). */
export function useRemovableCards() {
  const [removed, setRemoved] = useState<string[]>([]);
  return {
    removed,
    isShown: (key: string) => !removed.includes(key),
    remove: (key: string) => setRemoved((keys) => [...keys, key]),
    restoreAll: () => setRemoved([]),
  };
}
