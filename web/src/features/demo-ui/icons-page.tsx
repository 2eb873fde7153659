import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { ShowcasePage, ShowcaseSection } from '../../components/showcase';
import { cleanText, SearchBox } from '../../components/list-kit';
import { EmptyState } from '../../components/page-states';
import { Icon } from '../../components/icon';
import { CATALOGUE, searchIcons, type CatalogueIcon } from './icons/catalogue';
import './icons/icons.css';

type CopyState = { name: string; ok: boolean } | null;

/** Copies `text` with the Clipboard API; false when the browser refuses. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** /ui/feather-icons: the portal's icon set (Lucide), searchable; a click copies the icon's name. */
export default function IconsPage() {
  const { t, i18n } = useLingui();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const query = cleanText(new URLSearchParams(search).get('q'));
  const [copied, setCopied] = useState<CopyState>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const found = useMemo(() => searchIcons(CATALOGUE, query, (group) => i18n._(group)), [query, i18n]);
  const onSearch = useCallback(
    (text: string) => {
      const params = new URLSearchParams(search);
      if (text) params.set('q', text);
      else params.delete('q');
      const next = params.toString();
      navigate(next ? `${path}?${next}` : path, { replace: true });
    },
    [search, path, navigate],
  );
  const copy = async (icon: CatalogueIcon) => {
    const ok = await copyText(icon.name);
    setCopied({ name: icon.name, ok });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), 4000);
  };
  const copiedName = copied?.name ?? '';
  const total = found.length;

  return (
    <ShowcasePage
      title={<Trans>Icons</Trans>}
      intro={
        <Trans>
          The portal's one icon set is Lucide, the maintained successor of Feather. These are the icons the shell uses and a curated set for the screens; only these are bundled.
          Click an icon to copy its name, then import it by that name from lucide-react.
        </Trans>
      }
    >
      <ShowcaseSection title={<Trans>Find an icon</Trans>}>
        <div className="icons-page__toolbar">
          <SearchBox value={query} onSearch={onSearch} label={<Trans>Search the icons</Trans>} visibleLabel placeholder={t`For example: heart, file, user`} delayMs={150} />
          <p className="icons-page__count" aria-live="polite">
            <Plural value={total} one="# icon" other="# icons" />
          </p>
        </div>
        <p role="status" className={copied ? (copied.ok ? 'icons-page__copied' : 'icons-page__copied icons-page__copied--failed') : 'icons-page__copied'}>
          {copied ? copied.ok ? <Trans>Copied “{copiedName}” to the clipboard.</Trans> : <Trans>The browser did not allow copying. Select the name “{copiedName}” and copy it yourself.</Trans> : null}
        </p>
        {total === 0 ? (
          <EmptyState>
            <Trans>No icon matches “{query}”.</Trans>
          </EmptyState>
        ) : (
          <ul className="icons-page__grid">
            {found.map((icon) => {
              const done = copied?.ok && copied.name === icon.name;
              const name = icon.name;
              return (
                <li key={icon.name}>
                  <button type="button" className="icons-page__icon" aria-label={t`Copy ${name}`} title={i18n._(icon.group)} onClick={() => void copy(icon)}>
                    <Icon icon={done ? Check : icon.Icon} size={26} />
                    <span className="icons-page__name" aria-hidden="true">
                      {icon.name}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </ShowcaseSection>
    </ShowcasePage>
  );
}
