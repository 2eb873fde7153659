import { Trans, useLingui } from '@lingui/react/macro';
import { Sidebar } from 'primereact/sidebar';
import type { Contact } from './chat-types';
import './panels.css';
import { StatusAvatar, StatusText } from './status-avatar';

/** The contact's own data: name, role, status and about. */
export function ContactPanel({ contact, visible, onHide }: { contact: Contact; visible: boolean; onHide: () => void }) {
  const { t } = useLingui();
  return (
    <Sidebar visible={visible} onHide={onHide} position="right" ariaCloseLabel={t`Close`} header={<Trans>Contact details</Trans>} className="chat-panel">
      <div className="chat-panel__person">
        <StatusAvatar name={contact.fullName} status={contact.status} size="lg" />
        <h2 className="chat-panel__name">{contact.fullName}</h2>
        <p className="chat-panel__role">{contact.role}</p>
        <StatusText status={contact.status} />
      </div>
      <h3 className="chat-panel__heading">
        <Trans>About</Trans>
      </h3>
      <p className="chat-panel__about">{contact.about || t`Nothing written yet.`}</p>
    </Sidebar>
  );
}
