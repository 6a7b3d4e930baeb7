import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { SearchIcon } from '../../ui/icons.js';
import { ListStates } from '../../ui/list-states.js';
import { LibraryRowText } from '../library/LibraryRow.js';
import { searchLibrary } from './library-search.js';

/**
 * The first step of a library editor opened without an item: a search box over the user's items
 * (snippets, assets) and the list to pick one from, with loading, error and empty states.
 */
export function LibraryChooser<T extends { id: string; name: string }>({
  query,
  noun,
  empty,
  searchText = (item) => item.name,
  meta,
  thumb,
  onChoose,
}: {
  query: UseQueryResult<readonly T[]>;
  /** plural, lower case ('snippets'): the list's name is it capitalised */
  noun: string;
  empty: ReactNode;
  /** what the search looks in (default: the name) */
  searchText?(item: T): string;
  /** the row's details under the name (size, date); the whole row is the button that chooses it */
  meta(item: T): ReactNode;
  /** the picture before the name, for items that have one (assets) */
  thumb?(item: T): ReactNode;
  onChoose(item: T): void;
}) {
  const [search, setSearch] = useState('');
  const listName = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <div className="lib-dialog">
      <ListStates query={query} noun={noun} empty={empty}>
        {(items) => {
          const found = searchLibrary(items, search, searchText);
          return (
            <>
              <label className="search-box">
                <SearchIcon />
                <span className="sr-only">Search {noun}</span>
                <input
                  type="search"
                  placeholder={`Search ${noun}`}
                  value={search}
                  // the chooser is the dialog's first step: typing starts at once
                  autoFocus
                  onChange={(event) => setSearch(event.target.value)}
                />
              </label>
              {found.length === 0 ? (
                <p className="muted lib-empty">
                  No {noun} match “{search.trim()}”.
                </p>
              ) : (
                <ul className="lib-list" aria-label={listName}>
                  {found.map((item) => (
                    <li key={item.id} aria-label={item.name}>
                      <button type="button" className="lib-row lib-choice" onClick={() => onChoose(item)}>
                        {thumb?.(item)}
                        <LibraryRowText name={item.name} meta={meta(item)} />
                        <span className="lib-row-go" aria-hidden="true">
                          Edit →
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </ListStates>
    </div>
  );
}
