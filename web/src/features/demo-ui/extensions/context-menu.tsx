import { useRef, useState, type MouseEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ContextMenu } from 'primereact/contextmenu';
import { Button } from 'primereact/button';
import type { MenuItem } from 'primereact/menuitem';
import { Star } from 'lucide-react';
import { Icon } from '../../../components/icon';
import { ShowcaseSection } from '../../../components/showcase';

/**
 * The event the menu is placed by: where the pointer is, or, when a key opened it (Enter on the
 * button, Shift+F10 or the context-menu key, which report no pointer position), under the element.
 */
function atPointerOrElement(event: MouseEvent<HTMLElement>): MouseEvent<HTMLElement> {
  if (event.pageX || event.pageY) return event;
  const rect = event.currentTarget.getBoundingClientRect();
  return Object.assign(Object.create(event) as MouseEvent<HTMLElement>, {
    pageX: rect.left + window.scrollX,
    pageY: rect.bottom + window.scrollY,
    preventDefault: () => event.preventDefault(),
    stopPropagation: () => event.stopPropagation(),
  });
}

interface Document {
  id: number;
  name: string;
  important: boolean;
}

/**
 * Context menu over a list of documents: right-click a row, or use its "More actions" button (the
 * context-menu key and Shift+F10 on the button open it too). Each action changes the list.
 */
export function DocumentsContextMenu() {
  const { t } = useLingui();
  const menu = useRef<ContextMenu>(null);
  const initial = (): Document[] => [
    { id: 1, name: t`Curriculum vitae.pdf`, important: true },
    { id: 2, name: t`Nursing diploma.pdf`, important: false },
    { id: 3, name: t`Identity card.jpg`, important: false },
  ];
  const [documents, setDocuments] = useState(initial);
  const [target, setTarget] = useState<Document | null>(null);
  const open = (event: MouseEvent<HTMLElement>, document: Document) => {
    setTarget(document);
    menu.current?.show(atPointerOrElement(event));
  };
  const update = (change: (list: Document[], doc: Document) => Document[]) => () => {
    if (target) setDocuments((list) => change(list, target));
  };
  const items: MenuItem[] = [
    {
      label: target?.important ? t`Unmark as important` : t`Mark as important`,
      icon: 'pi pi-star',
      command: update((list, doc) => list.map((d) => (d.id === doc.id ? { ...d, important: !d.important } : d))),
    },
    {
      label: t`Duplicate`,
      icon: 'pi pi-copy',
      command: update((list, doc) => {
        const name = doc.name;
        return [...list, { id: Math.max(...list.map((d) => d.id)) + 1, name: t`Copy of ${name}`, important: false }];
      }),
    },
    { separator: true },
    { label: t`Remove from the list`, icon: 'pi pi-trash', command: update((list, doc) => list.filter((d) => d.id !== doc.id)) },
  ];
  return (
    <ShowcaseSection title={<Trans>Context menu</Trans>} description={<Trans>Right-click a document, or use its button (Shift+F10 on the button opens the menu too).</Trans>}>
      <ContextMenu model={items} ref={menu} />
      <ul className="extensions__list">
        {documents.map((doc) => {
          const name = doc.name;
          return (
            <li key={doc.id} onContextMenu={(event) => open(event, doc)}>
              <span className="extensions__document">
                {doc.important ? <Icon icon={Star} size={16} className="extensions__star" /> : null}
                {doc.name}
                {doc.important ? <span className="visually-hidden">{t`(important)`}</span> : null}
              </span>
              <Button type="button" icon="pi pi-ellipsis-v" text rounded aria-haspopup="menu" aria-label={t`More actions for ${name}`} onClick={(event) => open(event, doc)} />
            </li>
          );
        })}
      </ul>
      {documents.length === 0 ? <Button type="button" label={t`Restore the documents`} link onClick={() => setDocuments(initial())} /> : null}
    </ShowcaseSection>
  );
}
