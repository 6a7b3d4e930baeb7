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

  it('keeps a toast until it is closed, up to the removal delay of 1000000 ms (spec 1 §9)', () => {
    vi.useFakeTimers();
    const { show } = toastsStore.getState();
    show({ kind: 'success', title: 'Project loaded' });
    vi.advanceTimersByTime(999_999);
    expect(toastsStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastsStore.getState().toasts).toEqual([]);
  });

  it('dismisses all toasts at once', () => {
    const { show } = toastsStore.getState();
    show({ kind: 'warning', title: 'You are offline.' });
    toastsStore.getState().dismissAll();
    expect(toastsStore.getState().toasts).toEqual([]);
  });

  it('updates a shown toast in place; a closed one stays closed', () => {
    const { show, update, dismiss } = toastsStore.getState();
    const id = show({ kind: 'success', title: 'Project loaded' });
    update(id, { kind: 'success', title: 'Project loaded', description: 'Every value computed' });
    expect(toastsStore.getState().toasts).toEqual([
      { id, kind: 'success', title: 'Project loaded', description: 'Every value computed' },
    ]);
    dismiss(id);
    update(id, { kind: 'success', title: 'Project loaded', description: 'late' });
    expect(toastsStore.getState().toasts).toEqual([]);
  });
});
