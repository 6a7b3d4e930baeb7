import { FULL_SCREEN_LOADING_TEXT } from '../base/constants.js';

/** §2: the full-screen loading state; lazy pages add their loading label. */
export function FullScreenLoading({ label }: { label?: string }) {
  return (
    <div className="full-screen-loading" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <p>{FULL_SCREEN_LOADING_TEXT}</p>
      {label ? <p className="loading-label">{label}</p> : null}
    </div>
  );
}
