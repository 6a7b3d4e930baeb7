import { describe, expect, it } from 'vitest';
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
});
