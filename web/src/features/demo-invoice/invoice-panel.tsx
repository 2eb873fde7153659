import type { FormEvent, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Sidebar } from 'primereact/sidebar';
import { Button } from 'primereact/button';
import { BusyButton } from '../../components/busy-button';

interface InvoicePanelProps {
  title: string;
  visible: boolean;
  onHide: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  submitting: boolean;
  /** The form's fields. */
  children: ReactNode;
}

/** The side panel of one action on an invoice (send it, add a payment): a form, its fields, then the action and Cancel. */
export function InvoicePanel({ title, visible, onHide, onSubmit, submitLabel, submitting, children }: InvoicePanelProps) {
  const { t } = useLingui();
  return (
    <Sidebar visible={visible} position="right" onHide={onHide} className="demo-panel" header={<h2 className="demo-panel__title">{title}</h2>} blockScroll>
      <form className="demo-form" onSubmit={onSubmit} noValidate>
        {children}
        <div className="demo-form__actions">
          <BusyButton type="submit" label={submitLabel} busy={submitting} className="form-action" />
          <Button type="button" label={t`Cancel`} outlined onClick={onHide} />
        </div>
      </form>
    </Sidebar>
  );
}
