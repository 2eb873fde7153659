import { useState } from 'react';
import { useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast';
import { apiProblem, problemText } from '../../lib/api-errors';
import { $api } from '../../lib/query';
import { refreshInvoices } from './api';
import * as paths from '../../../../common/paths';

/**
 * The invoice actions that change it from a list or the preview: duplicate (then edit the copy)
 * and delete after confirmation (`onDeleted` runs once the server has deleted it).
 */
export function useInvoiceActions(onDeleted?: () => void) {
  const { t } = useLingui();
  const toast = useToast();
  const [, navigate] = useLocation();
  const [deleting, setDeleting] = useState<number | null>(null);
  const duplicateCall = $api.useMutation('post', '/api/apps/invoice/invoices/{id}/duplicate');
  const deleteCall = $api.useMutation('delete', '/api/apps/invoice/invoices/{id}');

  const duplicate = async (id: number) => {
    try {
      const { invoice } = await duplicateCall.mutateAsync({ params: { path: { id } } });
      const copy = invoice.id;
      toast('success', t`Invoice duplicated`, t`Invoice #${copy} is a draft copy of #${id}.`);
      await refreshInvoices();
      navigate(paths.to(paths.demo.invoiceEdit, copy));
    } catch (error) {
      toast('error', t`The invoice could not be duplicated`, problemText(apiProblem(error)));
    }
  };

  const confirmDelete = async () => {
    if (deleting === null) return;
    const id = deleting;
    try {
      await deleteCall.mutateAsync({ params: { path: { id } } });
      toast('success', t`Invoice deleted`, `#${id}`);
      setDeleting(null);
      onDeleted?.();
      await refreshInvoices();
    } catch (error) {
      setDeleting(null);
      toast('error', t`The invoice could not be deleted`, problemText(apiProblem(error)));
      await refreshInvoices();
    }
  };

  const dialog = (
    <ConfirmDialog
      visible={deleting !== null}
      title={t`Delete this invoice?`}
      confirmLabel={t`Delete`}
      onConfirm={() => void confirmDelete()}
      onCancel={() => setDeleting(null)}
      busy={deleteCall.isPending}
    >
      <p>
        <Trans>Invoice #{deleting} and its payments will be deleted. This cannot be undone.</Trans>
      </p>
    </ConfirmDialog>
  );

  return { duplicate: (id: number) => void duplicate(id), duplicating: duplicateCall.isPending, askDelete: setDeleting, dialog };
}
