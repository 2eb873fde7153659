import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { Icon } from '../../../components/icon';
import { Button } from 'primereact/button';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { Toast } from 'primereact/toast';
import { ShowcaseSection } from '../../../components/showcase';
import { TOAST_LIFE_MS, useToast } from '../../../components/toast';

/** Confirm dialogs: withdrawing an application asks first; the list can be restored. */
export function ConfirmDialogs() {
  const { t } = useLingui();
  const notify = useToast();
  const all = [t`Staff nurse, emergency`, t`Radiographer`, t`Hospital pharmacist`];
  const [applications, setApplications] = useState(all);
  const withdraw = (job: string) =>
    confirmDialog({
      header: t`Withdraw the application?`,
      message: t`Your application for “${job}” will be withdrawn.`,
      icon: <Icon icon={TriangleAlert} size={24} />,
      acceptLabel: t`Withdraw`,
      rejectLabel: t`Keep it`,
      defaultFocus: 'reject',
      acceptClassName: 'p-button-danger',
      accept: () => {
        setApplications((list) => list.filter((item) => item !== job));
        notify('success', t`Application withdrawn`, job);
      },
    });
  return (
    <ShowcaseSection title={<Trans>Confirm dialog</Trans>}>
      <ConfirmDialog />
      <ul className="extensions__list">
        {applications.map((job) => (
          <li key={job}>
            <span>{job}</span>
            <Button type="button" label={t`Withdraw`} size="small" severity="danger" outlined aria-label={t`Withdraw ${job}`} onClick={() => withdraw(job)} />
          </li>
        ))}
      </ul>
      {applications.length < all.length ? <Button type="button" label={t`Restore the applications`} link onClick={() => setApplications(all)} /> : null}
    </ShowcaseSection>
  );
}

/** Toasts in other corners, and one that stays until it is closed. */
export function ToastPositions() {
  const { t } = useLingui();
  const bottomLeft = useRef<Toast>(null);
  const bottomCenter = useRef<Toast>(null);
  return (
    <ShowcaseSection title={<Trans>Toasts</Trans>}>
      <Toast ref={bottomLeft} position="bottom-left" />
      <Toast ref={bottomCenter} position="bottom-center" />
      <div className="showcase__row">
        <Button type="button" label={t`Bottom left`} outlined onClick={() => bottomLeft.current?.show({ severity: 'info', summary: t`Bottom left`, detail: t`Toasts can appear in any corner.`, life: TOAST_LIFE_MS })} />
        <Button type="button" label={t`Bottom centre`} outlined onClick={() => bottomCenter.current?.show({ severity: 'success', summary: t`Bottom centre`, detail: t`This one is centred.`, life: TOAST_LIFE_MS })} />
        <Button type="button" label={t`Until closed`} outlined onClick={() => bottomCenter.current?.show({ severity: 'warn', summary: t`Until closed`, detail: t`This toast stays until you close it.`, sticky: true, closable: true })} />
      </div>
    </ShowcaseSection>
  );
}
