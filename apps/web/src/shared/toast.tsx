import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { AlertColor } from '@mui/material';

export interface ToastOptions {
  severity?: AlertColor;
  /** Milliseconds before it hides; the specification gives 10 s for member pages, 5 s in the admin area. */
  duration?: number;
  /** Makes the toast a way in: tapping it runs this (e.g. opens the chat it announces). */
  onOpen?: () => void;
  /** False when the message carries its own mark (the specification's "✓ Profile updated"). */
  icon?: false;
}

export interface Toast extends Required<Omit<ToastOptions, 'onOpen' | 'icon'>> {
  id: number;
  message: string;
  onOpen?: () => void;
  icon?: false;
}

type ShowToast = (message: string, options?: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);
const DEFAULT_DURATION_MS = 6_000;
// The snackbar code loads with the first toast, not with the first page.
const ToastView = lazy(() => import('./toast-view'));

/**
 * One toast at a time; a new toast replaces the current one. Bottom centre on wider screens,
 * at the top on phones, where the bottom holds the composer and dialog buttons.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback<ShowToast>((message, options) => {
    setToast({
      id: Date.now(),
      message,
      severity: options?.severity ?? 'info',
      duration: options?.duration ?? DEFAULT_DURATION_MS,
      onOpen: options?.onOpen,
      icon: options?.icon,
    });
    setOpen(true);
  }, []);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastView toast={toast} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast outside ToastProvider');
  return show;
}
