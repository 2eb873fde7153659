import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from 'react';
import { Toast } from 'primereact/toast';

type Severity = 'success' | 'info' | 'warn' | 'error';
type Notify = (severity: Severity, summary: string, detail?: string) => void;

const ToastContext = createContext<Notify>(() => undefined);

/** Section 9: toasts last 3000 ms, without progress bar or close button. */
export const TOAST_LIFE_MS = 3000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const ref = useRef<Toast>(null);
  const notify = useCallback<Notify>((severity, summary, detail) => {
    ref.current?.show({ severity, summary, detail, life: TOAST_LIFE_MS, closable: false });
  }, []);
  const value = useMemo(() => notify, [notify]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Toast ref={ref} position="top-right" />
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
