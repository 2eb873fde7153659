import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import type { Toast, ToastMessage } from 'primereact/toast';

type Severity = 'success' | 'info' | 'warn' | 'error';
type Notify = (severity: Severity, summary: string, detail?: string) => void;

const ToastContext = createContext<Notify>(() => undefined);
const ToastHost = lazy(() => import('./toast-host'));

/** Section 9: toasts last 3000 ms, without progress bar or close button. */
export const TOAST_LIFE_MS = 3000;

/**
 * Notifications for the whole app. The toast component (and its transitions and icons) is fetched
 * with the first message, which is shown as soon as it is there; later ones show at once.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const toast = useRef<Toast | null>(null);
  const waiting = useRef<ToastMessage[]>([]);
  const [wanted, setWanted] = useState(false);
  const notify = useCallback<Notify>((severity, summary, detail) => {
    const message: ToastMessage = { severity, summary, detail, life: TOAST_LIFE_MS, closable: false };
    if (toast.current) toast.current.show(message);
    else {
      waiting.current.push(message);
      setWanted(true);
    }
  }, []);
  const onReady = useCallback((host: Toast | null) => {
    toast.current = host;
    if (host && waiting.current.length) host.show(waiting.current.splice(0));
  }, []);
  return (
    <ToastContext.Provider value={notify}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <ToastHost onReady={onReady} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
