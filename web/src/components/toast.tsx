import { limits } from '@contract/limits';
import type { Toast as ToastRecord } from '@contract/schemas/toast';
import { CloseIcon } from './close-icon';
import './toast.css';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  action?: { label: string; onClick(): void };
  /** Milliseconds until it closes by itself; SPEC §9's 5000 by default. */
  duration?: number;
}

type ShownToast = Omit<ToastRecord, 'action'> & Pick<ToastInput, 'action'> & { duration: number };

interface ToastApi {
  /** Shows a toast; it replaces the one on screen (one visible at a time). Returns its id. */
  toast(input: ToastInput): string;
  dismiss(id?: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);
let nextId = 0;

/** Holds the toasts of the page and draws them in one polite live region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);

  const dismiss = useCallback((id?: string) => {
    setToasts((current) => current.filter((t) => id !== undefined && t.id !== id));
  }, []);

  const toast = useCallback((input: ToastInput) => {
    nextId += 1;
    const id = `toast-${nextId}`;
    const shown = { ...input, id, open: true, duration: input.duration ?? limits.toastDurationMs };
    setToasts((current) => [shown, ...current].slice(0, limits.toastVisible));
    return id;
  }, []);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className="toast-viewport" aria-label="Notifications">
        <div role="status" aria-live="polite" aria-atomic="true">
          {toasts.map((t) => (
            <ToastCard key={t.id} toast={t} dismiss={dismiss} />
          ))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

function ToastCard({ toast, dismiss }: { toast: ShownToast; dismiss(id: string): void }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration);
  const onDismiss = useCallback(() => dismiss(toast.id), [dismiss, toast.id]);

  // Counts down while nobody hovers or focuses the toast, so it never vanishes while being read or used.
  useEffect(() => {
    if (paused || remaining.current === Number.POSITIVE_INFINITY) return;
    const started = Date.now();
    const timer = window.setTimeout(onDismiss, remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, onDismiss]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering or focusing pauses the countdown; Escape closes it.
    <div
      className="toast"
      data-state={toast.open ? 'open' : 'closed'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss();
      }}
    >
      <div className="toast-text">
        <p className="toast-title">{toast.title}</p>
        {toast.description ? <p className="toast-description">{toast.description}</p> : null}
      </div>
      {toast.action ? (
        <button
          type="button"
          className="button button-secondary button-small toast-action"
          onClick={() => {
            toast.action?.onClick();
            onDismiss();
          }}
        >
          {toast.action.label}
        </button>
      ) : null}
      <button type="button" className="toast-close" aria-label="Dismiss notification" onClick={onDismiss}>
        <CloseIcon size={16} />
      </button>
    </div>
  );
}

/** `const { toast } = useToast(); toast({ title, description, action })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
