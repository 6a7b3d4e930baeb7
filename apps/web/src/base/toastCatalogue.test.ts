import { CancelledError, HttpError, NetworkError, TimeoutError } from '@nodeloom/api';
import { describe, expect, it } from 'vitest';
import { addressHasShareMarker, connectivityToast, toastForApiError } from './toastCatalogue.js';

const home = { pathname: '/projects', search: '' };
const url = '/api/nest/projects';

describe('toastForApiError', () => {
  it('asks a 401 user whether the account is activated, replying in UK timezone', () => {
    expect(toastForApiError(new HttpError(401, 'GET', url, 'Not signed in'), home)).toEqual({
      kind: 'warning',
      title:
        'You have no access to this endpoint. Is your account activated? Please contact us in Discord or WeChat Group.',
      description: 'We reply in UK timezone.',
      detail: 'GET /api/nest/projects\nNot signed in',
    });
  });

  it('titles 5xx, other 4xx and anything else by status class, with the status', () => {
    const toast = (status: number) => toastForApiError(new HttpError(status, 'POST', url, 'nope'), home);
    expect(toast(503)).toMatchObject({ title: 'Something went wrong (5xx)', description: 'Status 503' });
    expect(toast(404)).toMatchObject({ title: 'Something went wrong (4xx)', description: 'Status 404' });
    expect(toast(403)).toMatchObject({ title: 'Something went wrong (4xx)', description: 'Status 403' });
    expect(toast(302)).toMatchObject({ title: 'Something went wrong (???)', description: 'Status 302' });
    expect(toast(404)?.detail).toBe('POST /api/nest/projects\nnope');
  });

  it('shows timeouts and network failures as unknown errors with method and URL', () => {
    expect(toastForApiError(new TimeoutError('GET', url, 50000), home)).toMatchObject({
      kind: 'warning',
      title: 'Something went wrong (???)',
      detail: expect.stringContaining('GET /api/nest/projects'),
    });
    expect(toastForApiError(new NetworkError('GET', url, new Error('refused')), home)?.title).toBe(
      'Something went wrong (???)',
    );
  });

  it('keeps cancelled calls silent', () => {
    expect(toastForApiError(new CancelledError('GET', url, 'aborted'), home)).toBeNull();
    expect(toastForApiError(new CancelledError('GET', url, 'loggedOut'), home)).toBeNull();
  });

  it('keeps 403 silent when the address has the pat or embed marker, and only 403', () => {
    const forbidden = new HttpError(403, 'GET', url, 'Forbidden');
    expect(toastForApiError(forbidden, { pathname: '/project', search: '?id=a&pat=b' })).toBeNull();
    expect(toastForApiError(forbidden, { pathname: '/embed', search: '?id=a' })).toBeNull();
    expect(
      toastForApiError(new HttpError(404, 'GET', url, 'x'), { pathname: '/embed', search: '?id=a' }),
    ).not.toBeNull();
  });
});

describe('addressHasShareMarker', () => {
  it('finds pat or embed in the path or query string', () => {
    expect(addressHasShareMarker({ pathname: '/project', search: '?pat=1' })).toBe(true);
    expect(addressHasShareMarker({ pathname: '/', search: '?embed=true' })).toBe(true);
    expect(addressHasShareMarker({ pathname: '/projects', search: '' })).toBe(false);
  });
});

describe('connectivityToast', () => {
  it('uses the spec texts', () => {
    expect(connectivityToast(false).title).toBe('You are offline.');
    expect(connectivityToast(true).title).toBe('You are back online!');
  });
});
