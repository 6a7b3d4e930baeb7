import type { ReactNode } from 'react';
import { ListStates, type ListStatesProps } from '../../ui/list-states.js';
import { SmallButton } from '../../ui/SmallButton.js';
import { InlineRename } from '../snippetManager/InlineRename.js';
import type { useLibraryMutations } from './use-library-mutations.js';

/** The in-place rename of a library dialog (useLibraryMutations' `rename`). */
export type LibraryRename = ReturnType<typeof useLibraryMutations>['rename'];

/** A library item's name over its details (size, date, kind): a row's text, or a chooser button's. */
export function LibraryRowText({
  name,
  meta,
  nameTitle,
}: {
  name: string;
  meta: ReactNode;
  nameTitle?: string;
}) {
  return (
    <span className="lib-row-text">
      <span className="lib-row-name" title={nameTitle}>
        {name}
      </span>
      <span className="muted lib-row-meta">{meta}</span>
    </span>
  );
}

/**
 * A row of a library manager's list (snippets, presets): its name and details with the row's own
 * actions, then Rename (the name edited in place) and Delete.
 */
export function LibraryRow({
  item,
  meta,
  renameLabel,
  rename,
  onDelete,
  children,
}: {
  item: { id: string; name: string };
  meta: ReactNode;
  /** the rename box's accessible name ('Snippet name') */
  renameLabel: string;
  rename: LibraryRename;
  onDelete(): void;
  /** the actions before Rename (Insert, Apply) */
  children?: ReactNode;
}) {
  return (
    <li className="lib-row" aria-label={item.name}>
      {rename.editing === item.id ? (
        <InlineRename
          label={renameLabel}
          initial={item.name}
          busy={rename.isPending}
          onSubmit={(name) => rename.submit(item.id, name)}
          onCancel={rename.cancel}
        />
      ) : (
        <>
          <LibraryRowText name={item.name} meta={meta} />
          <div className="lib-row-actions">
            {children}
            <SmallButton look="ghost" onClick={() => rename.start(item.id)}>
              Rename
            </SmallButton>
            <SmallButton look="ghost" className="lib-delete" onClick={onDelete}>
              Delete
            </SmallButton>
          </div>
        </>
      )}
    </li>
  );
}

/**
 * A library manager's list (snippets, presets, assets), named by its noun capitalised, or its
 * loading, error and empty states.
 */
export function LibraryList<T>({
  children,
  ...states
}: Omit<ListStatesProps<T>, 'children'> & {
  /** an item's row, keyed */
  children(item: T): ReactNode;
}) {
  const { noun } = states;
  return (
    <ListStates {...states}>
      {(items) => (
        <ul className="lib-list" aria-label={noun.charAt(0).toUpperCase() + noun.slice(1)}>
          {items.map(children)}
        </ul>
      )}
    </ListStates>
  );
}
