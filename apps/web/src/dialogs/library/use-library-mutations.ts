import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureToast } from '../../ui/list-states.js';
import type { DialogContext } from '../dialog-descriptor.js';

export interface LibraryMutationsOptions<Item, Created, CreateInput> {
  ctx: Pick<DialogContext, 'notify'>;
  /** what one item is called in the failure toasts: 'snippet', 'share link' */
  noun: string;
  /** the list the dialog shows: refreshed after every change */
  listKey: QueryKey;
  create?: {
    run(input: CreateInput): Promise<Created>;
    /** the failure toast's verb: 'The snippet was not <failedVerb>' (default 'created') */
    failedVerb?: string;
    onCreated?(created: Created): void;
  };
  rename?: {
    run(id: string, name: string): Promise<unknown>;
    /** told the new name once the server took it */
    onRenamed?(name: string): void;
  };
  remove?: {
    run(item: Item): Promise<unknown>;
    /** default 'deleted' ('revoked' for a share link) */
    failedVerb?: string;
    onRemoved?(item: Item): void;
  };
}

/**
 * The create, rename and delete of a library dialog's items, the same in every dialog: each
 * refreshes the list when done and says what did not happen in exactly one failure toast
 * ('The preset was not renamed'); a rename is edited in place (one row at a time), a delete is
 * asked first (`remove.confirm` goes to a ConfirmFor).
 */
export function useLibraryMutations<Item, Created = unknown, CreateInput = void>(
  options: LibraryMutationsOptions<Item, Created, CreateInput>,
) {
  const { ctx, noun, listKey } = options;
  const queries = useQueryClient();
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [asking, setAsking] = useState<Item | null>(null);
  const refresh = () => void queries.invalidateQueries({ queryKey: listKey });
  const failed = (verb: string) => (error: unknown) =>
    ctx.notify(failureToast(`The ${noun} was not ${verb}`)(error));
  const unavailable = (what: string) => () => Promise.reject(new Error(`No ${what} for a ${noun}`));

  const create = useMutation({
    mutationFn: options.create?.run ?? unavailable('create'),
    onSuccess: (created: Created) => {
      options.create?.onCreated?.(created);
      refresh();
    },
    onError: failed(options.create?.failedVerb ?? 'created'),
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      (options.rename?.run ?? unavailable('rename'))(id, name),
    onSuccess: (_: unknown, { name }: { id: string; name: string }) => {
      setRenamingId(null);
      options.rename?.onRenamed?.(name);
      refresh();
    },
    onError: failed('renamed'),
  });
  const remove = useMutation({
    mutationFn: (item: Item) => (options.remove?.run ?? unavailable('delete'))(item),
    onSuccess: (_: unknown, item: Item) => {
      options.remove?.onRemoved?.(item);
      refresh();
    },
    onError: failed(options.remove?.failedVerb ?? 'deleted'),
  });

  return {
    create,
    rename: {
      /** the id of the item whose name is being edited */
      editing: renamingId,
      start: (id: string) => setRenamingId(id),
      cancel: () => setRenamingId(null),
      submit: (id: string, name: string) => rename.mutate({ id, name }),
      isPending: rename.isPending,
    },
    remove: {
      /** asks first: the item goes to `confirm` */
      ask: (item: Item) => setAsking(item),
      /** deletes at once, for a caller that has asked already (LibraryDeleteButton) */
      run: (item: Item) => remove.mutate(item),
      isPending: remove.isPending,
      /** spread into a ConfirmFor, with its title and description */
      confirm: {
        item: asking,
        onDismiss: () => setAsking(null),
        busy: remove.isPending,
        onConfirm: (item: Item) => remove.mutate(item),
      },
    },
  };
}
