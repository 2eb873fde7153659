// The portal's confirm dialog lives in components/ (the demo apps use it too).
export { ConfirmDialog } from '../../../components/confirm-dialog';
