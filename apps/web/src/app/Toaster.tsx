import { useToasts } from '../state/toasts.js';

/** Shows the current toast (§4: at most one at a time). */
export function Toaster() {
  const toasts = useToasts((state) => state.toasts);
  const dismiss = useToasts((state) => state.dismiss);
  return (
    <div className="toaster" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.kind}`}
          role={toast.kind === 'warning' ? 'alert' : 'status'}
        >
          <div className="toast-body">
            <p className="toast-title">{toast.title}</p>
            {toast.description ? <p className="toast-description">{toast.description}</p> : null}
            {toast.detail ? <pre className="toast-detail">{toast.detail}</pre> : null}
          </div>
          <button
            type="button"
            className="toast-close"
            aria-label="Dismiss"
            title="Dismiss (Shift+Esc dismisses all)"
            onClick={() => dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
