import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components';

/** Long enough to read a sentence twice; a toast repeats what the page shows, so missing one loses nothing. */
const SHOWN_MS = 8000;

interface Toast {
  id: number;
  text: string;
}

type Notify = (text: string) => void;

const ToastContext = createContext<Notify>(() => {});

/** Says a sentence in the toast region: "Sandbox demo created", "Copied the SSH command". */
export function useToast(): Notify {
  return useContext(ToastContext);
}

/**
 * Short notices of finished work, in one polite live region that is always in the page (a region added together
 * with its first message is not announced), each with a Dismiss button and gone by itself after a while.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  const dismiss = useCallback((id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)), []);
  const notify = useCallback(
    (text: string) => {
      next.current += 1;
      const id = next.current;
      setToasts((shown) => [...shown, { id, text }]);
      window.setTimeout(() => dismiss(id), SHOWN_MS);
    },
    [dismiss],
  );
  const value = useMemo(() => notify, [notify]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts" role="status" aria-live="polite" aria-label="Notifications">
        {toasts.map((toast) => (
          <div key={toast.id} className="toast">
            <span id={`toast-${toast.id}`}>{toast.text}</span>
            {/* Named "Dismiss" and described by its text: a name holding the text would read like the action it reports. */}
            <Button className="toast-dismiss" aria-label="Dismiss" aria-describedby={`toast-${toast.id}`} onPress={() => dismiss(toast.id)}>
              ×
            </Button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
