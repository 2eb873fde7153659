import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleHelp, Filter } from 'lucide-react';
import { Icon } from '../../../components/icon';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Sidebar } from 'primereact/sidebar';
import { OverlayPanel } from 'primereact/overlaypanel';
import { BlockUI } from 'primereact/blockui';
import { InputText } from 'primereact/inputtext';
import { ShowcaseSection } from '../../../components/showcase';

/** Modal: a Dialog with a form; Save keeps the name, Cancel and Escape leave it as it was. */
export function Modal() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [draft, setDraft] = useState('');
  const save = () => {
    setName(draft.trim());
    setOpen(false);
  };
  return (
    <ShowcaseSection title={<Trans>Modal</Trans>}>
      <div className="showcase__row">
        <Button
          type="button"
          label={t`Edit the display name`}
          onClick={() => {
            setDraft(name);
            setOpen(true);
          }}
        />
        <span role="status">{name ? <Trans>Display name: {name}</Trans> : <Trans>No display name yet.</Trans>}</span>
      </div>
      <Dialog
        header={t`Display name`}
        visible={open}
        onHide={() => setOpen(false)}
        style={{ width: 'min(30rem, 92vw)' }}
        footer={
          <div className="showcase__row components__dialog-footer">
            <Button type="button" label={t`Cancel`} text onClick={() => setOpen(false)} />
            <Button type="submit" form="components-name-form" label={t`Save`} />
          </div>
        }
      >
        <form
          id="components-name-form"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <label htmlFor="components-name" className="components__label">
            <Trans>Name shown to your colleagues</Trans>
          </label>
          <InputText data-pc-autofocus="true" id="components-name" value={draft} maxLength={60} onChange={(e) => setDraft(e.target.value)} className="components__field" />
        </form>
      </Dialog>
    </ShowcaseSection>
  );
}

/** Sidebar: a panel from the side of the screen, closed with its button or Escape. */
export function SidePanel() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <ShowcaseSection title={<Trans>Sidebar</Trans>}>
      <Button type="button" label={t`Open the filters panel`} icon={<Icon icon={Filter} size={16} />} outlined onClick={() => setOpen(true)} />
      <Sidebar visible={open} position="right" onHide={() => setOpen(false)} header={<h3 className="components__panel-title">{t`Filters`}</h3>} aria-label={t`Filters`}>
        <p>
          <Trans>A sidebar holds secondary content: filters, details or settings. Escape closes it and focus goes back to the button.</Trans>
        </p>
      </Sidebar>
    </ShowcaseSection>
  );
}

/** Popover (OverlayPanel), tooltip and overlay (BlockUI). */
export function PopoverTooltipOverlay() {
  const { t } = useLingui();
  const panel = useRef<OverlayPanel>(null);
  const [blocked, setBlocked] = useState(false);
  return (
    <ShowcaseSection title={<Trans>Popover, tooltip and overlay</Trans>}>
      <div className="showcase__stack">
        <div className="showcase__row">
          <Button type="button" label={t`Contact details`} outlined aria-haspopup="dialog" aria-controls="components-popover" onClick={(e) => panel.current?.toggle(e)} />
          <OverlayPanel ref={panel} id="components-popover" aria-label={t`Contact details`} closeOnEscape>
            <p className="components__popover">
              <Trans>Recruitment office: +351 210 000 000, weekdays 9:00–17:00.</Trans>
            </p>
          </OverlayPanel>
          <Button type="button" icon={<Icon icon={CircleHelp} size={18} />} rounded text aria-label={t`What is a shift premium?`} tooltip={t`Extra pay for night and weekend shifts.`} tooltipOptions={{ event: 'both', position: 'top' }} />
        </div>
        <BlockUI blocked={blocked} template={<span className="components__blocked">{t`Busy…`}</span>}>
          <div className="components__block" aria-busy={blocked}>
            <p>
              <Trans>An overlay covers content that must not be changed while it is busy.</Trans>
            </p>
            <Button
              type="button"
              label={t`Show the overlay for two seconds`}
              disabled={blocked}
              onClick={() => {
                setBlocked(true);
                setTimeout(() => setBlocked(false), 2000);
              }}
            />
          </div>
        </BlockUI>
      </div>
    </ShowcaseSection>
  );
}
