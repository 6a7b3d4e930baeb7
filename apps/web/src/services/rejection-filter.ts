import { SUPPRESSED_REJECTION_MESSAGES } from '../base/constants.js';
import { type Address, addressHasShareMarker } from '../base/toastCatalogue.js';

/** Whether an unhandled rejection's reason is one spec 1 §8 suppresses at this address. */
export function isSuppressedRejection(reason: unknown, address: Address): boolean {
  if (!addressHasShareMarker(address)) return false;
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return SUPPRESSED_REJECTION_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Listens for unhandled rejections on the window and keeps the known destructure failures of a
 * shared or embedded view out of the console (spec 1 §8). Returns the removal.
 */
export function installRejectionFilter(target: Window = window): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isSuppressedRejection(event.reason, target.location)) event.preventDefault();
  };
  target.addEventListener('unhandledrejection', onRejection);
  return () => target.removeEventListener('unhandledrejection', onRejection);
}
