import type { UseQueryResult } from '@tanstack/react-query';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { LibraryChooser } from './LibraryChooser.js';

type ChooserProps<T extends { id: string; name: string }> = Omit<
  ComponentProps<typeof LibraryChooser<T>>,
  'query' | 'noun' | 'onChoose'
>;

/**
 * A library editor's frame (snippets, assets): the item it was opened with, or else a chooser of
 * the user's items first and a way back to it; loading, error and "no longer exists" states around
 * the item's details.
 */
export function LibraryItemEditor<T extends { id: string; name: string }>({
  query,
  givenId,
  noun,
  chooser,
  details,
  close,
}: {
  query: UseQueryResult<readonly T[]>;
  /** the item the opener passed; undefined when opened from the palette or the menu */
  givenId: string | undefined;
  /** singular and plural, lower case: 'snippet', 'snippets' */
  noun: { one: string; many: string };
  chooser: ChooserProps<T>;
  /** the item in full; `onDeleted` goes back to the chooser, or closes when there is none */
  details(item: T, onDeleted: () => void): ReactNode;
  close(): void;
}) {
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const id = givenId ?? chosen;
  if (id === undefined) {
    return (
      <LibraryChooser<T>
        {...chooser}
        query={query}
        noun={noun.many}
        onChoose={(item) => setChosen(item.id)}
      />
    );
  }
  const item = query.data?.find((candidate) => candidate.id === id);
  const back = givenId === undefined ? () => setChosen(undefined) : undefined;
  return (
    <div className="lib-dialog">
      {back ? (
        <button type="button" className="button button-small button-ghost lib-back" onClick={back}>
          ← All {noun.many}
        </button>
      ) : null}
      {query.isPending ? (
        <p className="muted" role="status">
          Loading the {noun.one}…
        </p>
      ) : query.isError ? (
        <p className="form-error" role="alert">
          Could not load the {noun.one}: {query.error.message}
        </p>
      ) : item ? (
        details(item, back ?? close)
      ) : (
        <p className="muted lib-empty">This {noun.one} no longer exists.</p>
      )}
    </div>
  );
}
