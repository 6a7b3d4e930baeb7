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

  it('updates a shown toast in place and reads it for as long again; a closed one stays closed', () => {
    vi.useFakeTimers();
    const { show, update } = toastsStore.getState();
    const id = show({ kind: 'success', title: 'Project loaded' });
    vi.advanceTimersByTime(4_000);
    update(id, { kind: 'success', title: 'Project loaded', description: 'Every value computed' });
    expect(toastsStore.getState().toasts).toEqual([
      { id, kind: 'success', title: 'Project loaded', description: 'Every value computed' },
    ]);
    vi.advanceTimersByTime(4_999);
    expect(toastsStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastsStore.getState().toasts).toEqual([]);
    update(id, { kind: 'success', title: 'Project loaded', description: 'late' });
    expect(toastsStore.getState().toasts).toEqual([]);
  });
});
