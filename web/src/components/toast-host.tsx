import { Toast } from 'primereact/toast';

/** PrimeReact's Toast, loaded with the first message: most visits show none. */
export default function ToastHost({ onReady }: { onReady: (toast: Toast | null) => void }) {
  return <Toast ref={onReady} position="top-right" />;
}
