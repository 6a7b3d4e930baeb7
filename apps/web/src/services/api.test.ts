import { CancelledError, HttpError } from '@nodeloom/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastsStore } from '../state/toasts.js';
import { reportApiError } from './api-client.js';

const call = { method: 'GET' as const, url: '/api/nest/projects', silent: false };

beforeEach(() => {
  vi.stubGlobal('window', { location: { pathname: '/projects', search: '' } });
  toastsStore.setState({ toasts: [] });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('reportApiError', () => {
  it('shows the catalogue toast of a failed call', () => {
    reportApiError(new HttpError(500, 'GET', call.url, 'database down'), call);
    expect(toastsStore.getState().toasts).toMatchObject([
      {
        kind: 'warning',
        title: 'Something went wrong (5xx)',
        detail: 'GET /api/nest/projects\ndatabase down',
      },
    ]);
  });

  it('stays quiet for silent calls', () => {
    reportApiError(new HttpError(401, 'GET', '/api/nest/users/me', 'Not signed in'), {
      ...call,
      silent: true,
    });
    expect(toastsStore.getState().toasts).toEqual([]);
  });

  it('logs a warning, and shows no toast, for a call cancelled while logged out', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reportApiError(new CancelledError('GET', call.url, 'loggedOut'), call);
    reportApiError(new CancelledError('GET', call.url, 'aborted'), call);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toBe('Request cancelled: the user is logged out');
    expect(toastsStore.getState().toasts).toEqual([]);
  });
});
