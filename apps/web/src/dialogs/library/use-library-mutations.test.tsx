// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ToastContent } from '../../base/toastCatalogue.js';
import { useLibraryMutations } from './use-library-mutations.js';

afterEach(cleanup);

interface Item {
  id: string;
  name: string;
}

function setup(options: { failWith?: string } = {}) {
  const toasts: ToastContent[] = [];
  const calls: string[] = [];
  const queries = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const refreshed: unknown[] = [];
  const invalidate = queries.invalidateQueries.bind(queries);
  queries.invalidateQueries = (filters) => {
    refreshed.push(filters?.queryKey);
    return invalidate(filters);
  };
  const run = async (call: string) => {
    calls.push(call);
    if (options.failWith) throw new Error(options.failWith);
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queries}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useLibraryMutations<Item, Item, string>({
        ctx: { notify: (toast) => toasts.push(toast) },
        noun: 'preset',
        listKey: ['presets'],
        create: {
          run: async (name) => {
            await run(`create ${name}`);
            return { id: 'new', name };
          },
          failedVerb: 'saved',
        },
        rename: { run: (id, name) => run(`rename ${id} ${name}`) },
        remove: { run: (item) => run(`delete ${item.id}`) },
      }),
    { wrapper },
  );
  return { result, toasts, calls, refreshed };
}

const preset = { id: 'p1', name: 'Warm' };

describe('useLibraryMutations', () => {
  it('renames the row being edited, then ends the edit and refreshes the list', async () => {
    const { result, calls, refreshed, toasts } = setup();
    act(() => result.current.rename.start('p1'));
    expect(result.current.rename.editing).toBe('p1');
    act(() => result.current.rename.submit('p1', 'Cold'));
    await waitFor(() => expect(result.current.rename.editing).toBeNull());
    expect(calls).toEqual(['rename p1 Cold']);
    expect(refreshed).toEqual([['presets']]);
    expect(toasts).toEqual([]);
  });

  it('deletes only after the confirmation is accepted', async () => {
    const { result, calls } = setup();
    act(() => result.current.remove.ask(preset));
    expect(result.current.remove.confirm.item).toBe(preset);
    expect(calls).toEqual([]);
    act(() => result.current.remove.confirm.onConfirm(preset));
    await waitFor(() => expect(calls).toEqual(['delete p1']));
    act(() => result.current.remove.confirm.onDismiss());
    expect(result.current.remove.confirm.item).toBeNull();
  });

  it('says each failure in exactly one toast naming what did not happen', async () => {
    const { result, toasts } = setup({ failWith: 'Server said no' });
    act(() => result.current.create.mutate('Warm'));
    act(() => result.current.rename.submit('p1', 'Cold'));
    act(() => result.current.remove.run(preset));
    await waitFor(() => expect(toasts).toHaveLength(3));
    // the three run at once: their toasts come in the order they fail
    expect(toasts).toEqual(
      expect.arrayContaining([
        { kind: 'error', title: 'The preset was not saved', description: 'Server said no' },
        { kind: 'error', title: 'The preset was not renamed', description: 'Server said no' },
        { kind: 'error', title: 'The preset was not deleted', description: 'Server said no' },
      ]),
    );
  });
});
