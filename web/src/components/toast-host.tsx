import { Toast } from 'primereact/toast';
import { PrimeScope } from '../lib/prime-scope';

/**
 * Below the navbar (its bar is at least 62px, floating 0.75rem down), never over its account menu.
 * PrimeReact places a toast with an inline `top` and ignores the `style` prop (10.9): the offset
 * goes in through the pass-through options, which are merged last.
 */
const BELOW_THE_NAVBAR = { root: { style: { top: 'calc(62px + 1.5rem)' } } };

/** PrimeReact's Toast, loaded with the first message: most visits show none. */
export default function ToastHost({ onReady }: { onReady: (toast: Toast | null) => void }) {
  return (
    <PrimeScope>
      <Toast ref={onReady} position="top-right" pt={BELOW_THE_NAVBAR} />
    </PrimeScope>
  );
}
