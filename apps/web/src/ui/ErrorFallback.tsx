import { ERROR_FALLBACK_TEXT } from '../base/constants.js';

/** §2: the error fallback text plus the error message. */
export function ErrorFallback({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="error-fallback" role="alert">
      <h1>{ERROR_FALLBACK_TEXT}</h1>
      <pre>{message}</pre>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
