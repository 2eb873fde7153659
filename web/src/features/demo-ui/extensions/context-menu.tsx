import { useRef, useState, type MouseEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ContextMenu } from 'primereact/contextmenu';
import { Menu } from 'primereact/menu';
import { Button } from 'primereact/button';
import type { MenuItem } from 'primereact/menuitem';
import { Copy, EllipsisVertical, Star, Trash2 } from 'lucide-react';
import { Icon } from '../../../components/icon';
import { ShowcaseSection } from '../../../components/showcase';

interface Document {
  id: number;
  name: string;
  important: boolean;
}

/**
 * Context menu over a list of documents: right-click a row, or use its "More actions" button
 * (the keyboard path: the same actions in a menu under the button). Each action changes the list.
 */
export function DocumentsContextMenu() {
  const { t } = useLingui();
  const contextMenu = useRef<ContextMenu>(null);
  const popup = useRef<Menu>(null);
  const initial = (): Document[] => [
    { id: 1, name: t`Curriculum vitae.pdf`, important: true },
    { id: 2, name: t`Nursing diploma.pdf`, important: false },
    { id: 3, name: t`Identity card.jpg`, important: false },
  ];
  const [documents, setDocuments] = useState(initial);
  const [target, setTarget] = useState<Document | null>(null);
  // Right-click opens the context menu at the pointer; the button opens the same actions under itself.
  const openAtPointer = (event: MouseEvent<HTMLElement>, document: Document) => {
    setTarget(document);
    contextMenu.current?.show(event);
  };
  const openFromButton = (event: MouseEvent<HTMLElement>, document: Document) => {
    setTarget(document);
    popup.current?.toggle(event);
  };
  const update = (change: (list: Document[], doc: Document) => Document[]) => () => {
    if (target) setDocuments((list) => change(list, target));
  };
  const items: MenuItem[] = [
    {
      label: target?.important ? t`Unmark as important` : t`Mark as important`,
      icon: <Icon icon={Star} size={16} />,
      command: update((list, doc) => list.map((d) => (d.id === doc.id ? { ...d, important: !d.important } : d))),
    },
    {
      label: t`Duplicate`,
      icon: <Icon icon={Copy} size={16} />,
      command: update((list, doc) => {
        const name = doc.name;
        return [...list, { id: Math.max(...list.map((d) => d.id)) + 1, name: t`Copy of ${name}`, important: false }];
      }),
    },
    { separator: true },
    { label: t`Remove from the list`, icon: <Icon icon={Trash2} size={16} />, command: update((list, doc) => list.filter((d) => d.id !== doc.id)) },
  ];
  return (
    <ShowcaseSection title={<Trans>Context menu</Trans>} description={<Trans>Right-click a document, or use its button to open the same actions.</Trans>}>
      <ContextMenu model={items} ref={contextMenu} />
      <Menu model={items} ref={popup} popup id="extensions-document-actions" />
      <ul className="extensions__list">
        {documents.map((doc) => {
          const name = doc.name;
          return (
            <li key={doc.id} onContextMenu={(event) => openAtPointer(event, doc)}>
              <span className="extensions__document">
                {doc.important ? <Icon icon={Star} size={16} className="extensions__star" /> : null}
                {doc.name}
                {doc.important ? <span className="visually-hidden">{t`(important)`}</span> : null}
              </span>
              <Button type="button" icon={<Icon icon={EllipsisVertical} size={18} />} text rounded aria-haspopup="menu" aria-controls="extensions-document-actions" aria-label={t`More actions for ${name}`} onClick={(event) => openFromButton(event, doc)} />
            </li>
          );
        })}
      </ul>
      {documents.length === 0 ? <Button type="button" label={t`Restore the documents`} link onClick={() => setDocuments(initial())} /> : null}
    </ShowcaseSection>
  );
}
