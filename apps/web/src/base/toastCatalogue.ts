// Spec 1 §8 as a pure function: which toast (if any) a failed API call shows.
import { type ApiError, HttpError } from '@nodeloom/api';
import {
  CLIENT_ERROR_TOAST_TITLE,
  OFFLINE_TOAST_TITLE,
  ONLINE_TOAST_TITLE,
  SERVER_ERROR_TOAST_TITLE,
  SHARE_MARKERS,
  UNAUTHORIZED_TOAST_DESCRIPTION,
  UNAUTHORIZED_TOAST_TITLE,
  UNKNOWN_ERROR_TOAST_TITLE,
} from './constants.js';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface ToastContent {
  kind: ToastKind;
  title: string;
  description?: string;
  /** Method, URL and the server's message of a failed call. */
  detail?: string;
}

/** The browser address the toast decision depends on. */
export interface Address {
  pathname: string;
  search: string;
}

/** §2/§6: the address carries a pat (shared by token) or embed marker. */
export function addressHasShareMarker({ pathname, search }: Address): boolean {
  const text = `${pathname}${search}`;
  return SHARE_MARKERS.some((marker) => text.includes(marker));
}

/** The toast for a failed call, or null when it stays silent (cancelled, or 403 on a shared view). */
export function toastForApiError(error: ApiError, address: Address): ToastContent | null {
  if (error.code === 'CancelledError') return null;
  const detail = `${error.method} ${error.url}\n${error instanceof HttpError ? error.serverMessage : error.message}`;
  if (!(error instanceof HttpError)) {
    return { kind: 'warning', title: UNKNOWN_ERROR_TOAST_TITLE, description: error.message, detail };
  }
  const { status } = error;
  if (status === 401) {
    return {
      kind: 'warning',
      title: UNAUTHORIZED_TOAST_TITLE,
      description: UNAUTHORIZED_TOAST_DESCRIPTION,
      detail,
    };
  }
  if (status === 403 && addressHasShareMarker(address)) return null;
  const title =
    status >= 500 && status <= 599
      ? SERVER_ERROR_TOAST_TITLE
      : status >= 400 && status <= 499
        ? CLIENT_ERROR_TOAST_TITLE
        : UNKNOWN_ERROR_TOAST_TITLE;
  return { kind: 'warning', title, description: `Status ${status}`, detail };
}

/** §8: the connectivity toasts. */
export function connectivityToast(online: boolean): ToastContent {
  return online
    ? { kind: 'success', title: ONLINE_TOAST_TITLE }
    : { kind: 'warning', title: OFFLINE_TOAST_TITLE };
}
