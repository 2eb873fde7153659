import { Toast } from 'primereact/toast';
import { PrimeScope } from '../lib/prime-scope';

/** PrimeReact's Toast, loaded with the first message: most visits show none. */
export default function ToastHost({ onReady }: { onReady: (toast: Toast | null) => void }) {
  return (
    <PrimeScope>
      <Toast ref={onReady} position="top-right" />
    </PrimeScope>
  );
}
