import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, User, X } from 'lucide-react';
import { Icon } from '../../../components/icon';
import { Message } from 'primereact/message';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { ProgressSpinner } from 'primereact/progressspinner';
import { Badge } from 'primereact/badge';
import { Tag } from 'primereact/tag';
import { Chip } from 'primereact/chip';
import { Avatar } from 'primereact/avatar';
import { AvatarGroup } from 'primereact/avatargroup';
import { ShowcaseSection } from '../../../components/showcase';
import { useToast } from '../../../components/toast';

/** Alert: PrimeReact Message in its four severities; the error one can be dismissed. */
export function Alerts() {
  const { t } = useLingui();
  const [showError, setShowError] = useState(true);
  return (
    <ShowcaseSection title={<Trans>Alert</Trans>}>
      <div className="showcase__stack">
        <Message severity="info" text={t`Interviews for the spring intake start on Monday.`} />
        <Message severity="success" text={t`Your application was sent.`} />
        <Message severity="warn" text={t`Your identity document expires within a month.`} />
        {showError ? (
          <div className="components__dismissible">
            <Message severity="error" text={t`The file is larger than 5 MB.`} />
            <Button type="button" icon={<Icon icon={X} size={16} />} text rounded size="small" aria-label={t`Dismiss the alert`} onClick={() => setShowError(false)} />
          </div>
        ) : (
          <Button type="button" label={t`Show the dismissed alert again`} link onClick={() => setShowError(true)} />
        )}
      </div>
    </ShowcaseSection>
  );
}

/** Toast: the portal's toasts (3 s, announced), one per severity. */
export function Toasts() {
  const { t } = useLingui();
  const notify = useToast();
  return (
    <ShowcaseSection title={<Trans>Toast</Trans>}>
      <div className="showcase__row">
        <Button type="button" label={t`Success`} severity="success" onClick={() => notify('success', t`Saved`, t`Your changes are saved.`)} />
        <Button type="button" label={t`Information`} severity="info" onClick={() => notify('info', t`Information`, t`A new job matches your profile.`)} />
        <Button type="button" label={t`Warning`} severity="warning" onClick={() => notify('warn', t`Warning`, t`Your session ends in five minutes.`)} />
        <Button type="button" label={t`Error`} severity="danger" onClick={() => notify('error', t`Error`, t`The server could not be reached.`)} />
      </div>
    </ShowcaseSection>
  );
}

/** Progress bar (determinate, run by a button) and spinner. */
export function Progress() {
  const { t } = useLingui();
  const [value, setValue] = useState(0);
  const [running, setRunning] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);
  useEffect(() => {
    if (value >= 100) {
      clearInterval(timer.current);
      setRunning(false);
    }
  }, [value]);
  const start = () => {
    setValue(0);
    setRunning(true);
    clearInterval(timer.current);
    timer.current = setInterval(() => setValue((v) => Math.min(v + 10, 100)), 250);
  };
  return (
    <ShowcaseSection title={<Trans>Progress and spinner</Trans>}>
      <div className="showcase__stack">
        <ProgressBar value={value} aria-label={t`Upload progress`} />
        <div className="showcase__row">
          <Button type="button" label={running ? t`Uploading…` : t`Start the upload`} disabled={running} onClick={start} />
          <span role="status">{value >= 100 ? <Trans>Upload complete.</Trans> : null}</span>
        </div>
        <ProgressBar mode="indeterminate" style={{ height: '6px' }} aria-label={t`Working`} />
        <div className="showcase__row" role="status">
          <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} strokeWidth="5" aria-hidden="true" />
          <span>
            <Trans>Loading the rota…</Trans>
          </span>
        </div>
      </div>
    </ShowcaseSection>
  );
}

/** Badge, pill (Tag and Chip) and avatar. */
export function BadgesAndAvatars() {
  const { t } = useLingui();
  const [chips, setChips] = useState([t`Cardiology`, t`Night shifts`, t`Part time`]);
  return (
    <ShowcaseSection title={<Trans>Badge, pill and avatar</Trans>}>
      <div className="showcase__stack">
        <div className="showcase__row">
          {/*
            Named by what it shows, then what the badge means: "Messages 4 unread". PrimeReact's label and
            badge props would name it "Messages 4" by an aria-label while the page reads "Messages4"
            (no space between the two), so the label and the badge are written here.
          */}
          <Button type="button" icon={<Icon icon={Mail} size={16} />} outlined>
            <span className="p-button-label">
              <Trans>Messages</Trans>
            </span>{' '}
            <Badge value="4" severity="danger" />
            <span className="visually-hidden">
              {' '}
              <Trans comment="Read after the button's label and its count: “Messages 4 unread”">unread</Trans>
            </span>
          </Button>
          <span className="components__badge-holder">
            <Trans>Applications</Trans> <Badge value="12" severity="info" />
          </span>
        </div>
        <div className="showcase__row">
          <Tag value={t`Open`} severity="success" rounded />
          <Tag value={t`Closing soon`} severity="warning" rounded />
          <Tag value={t`Closed`} severity="danger" rounded />
          <Tag value={t`Draft`} rounded />
        </div>
        <div className="showcase__row" aria-label={t`Interests`} role="group">
          {chips.map((chip) => (
            <Chip key={chip} label={chip} removable onRemove={() => {
                setChips((all) => all.filter((c) => c !== chip));
                return true;
              }} pt={{ removeIcon: { 'aria-label': t`Remove ${chip}`, role: 'button' } as object }} />
          ))}
          {chips.length === 0 ? <Button type="button" label={t`Restore the interests`} link onClick={() => setChips([t`Cardiology`, t`Night shifts`, t`Part time`])} /> : null}
        </div>
        <div className="showcase__row">
          <Avatar label="AM" shape="circle" size="large" role="img" aria-label="Ana Martins" className="components__avatar" />
          <Avatar icon={<Icon icon={User} size={22} />} shape="circle" size="large" role="img" aria-label={t`Unknown user`} className="components__avatar" />
          <AvatarGroup aria-label={t`Team of four`} role="group">
            {['JB', 'LK', 'MS', 'TN'].map((initials) => (
              <Avatar key={initials} label={initials} shape="circle" className="components__avatar" aria-hidden="true" />
            ))}
          </AvatarGroup>
        </div>
      </div>
    </ShowcaseSection>
  );
}
