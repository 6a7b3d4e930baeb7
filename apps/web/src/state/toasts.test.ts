import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastsStore } from './toasts.js';

describe('toastsStore', () => {
  it('keeps at most one toast: a new one replaces the shown one', () => {
    const { show } = toastsStore.getState();
    show({ kind: 'warning', title: 'You are offline.' });
    const id = show({ kind: 'success', title: 'You are back online!' });
    expect(toastsStore.getState().toasts).toEqual([{ id, kind: 'success', title: 'You are back online!' }]);
    toastsStore.getState().dismiss(id);
    expect(toastsStore.getState().toasts).toEqual([]);
  });

  afterEach(() => vi.useRealTimers());

  it('closes a toast on its own once read: 5 s for news, 10 s for a warning', () => {
    vi.useFakeTimers();
    const { show } = toastsStore.getState();
    show({ kind: 'success', title: 'Project loaded' });
    vi.advanceTimersByTime(4_999);
    expect(toastsStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastsStore.getState().toasts).toEqual([]);
    show({ kind: 'warning', title: 'You are offline.' });
    vi.advanceTimersByTime(9_999);
    expect(toastsStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastsStore.getState().toasts).toEqual([]);
  });
});
