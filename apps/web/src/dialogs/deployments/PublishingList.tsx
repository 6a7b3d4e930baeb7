import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { publishingErrorText } from '../../services/publishing.js';
import { FormProblem } from '../../ui/FormEnd.js';

interface ListProps<T> {
  query: UseQueryResult<readonly T[]>;
  /** plural, lower case, for the loading and error texts ('deployments') */
  noun: string;
  /** the list's accessible name ('Deployments') */
  label: string;
  empty: string;
  children(item: T): ReactNode;
}

/**
 * A list of the publishing manager (deployments, domains) under what its last action did: loading,
 * a failure with Try again, or the empty text, else the list, named for assistive technology.
 */
export function PublishingList<T>({
  outcome,
  ...list
}: ListProps<T> & {
  /** the last action's result: what it did, or its failure */
  outcome: { said: string; error: unknown };
}) {
  return (
    <>
      <p className="dm-said" role="status" aria-live="polite">
        {outcome.said}
      </p>
      <FormProblem message={outcome.error ? publishingErrorText(outcome.error) : null} />
      <ListOrState {...list} />
    </>
  );
}

function ListOrState<T>({ query, noun, label, empty, children }: ListProps<T>) {
  if (query.isPending)
    return (
      <p className="muted dm-state" role="status">
        Loading {noun}…
      </p>
    );
  if (query.isError)
    return (
      <div className="dm-state">
        <FormProblem message={`Could not load the ${noun}: ${publishingErrorText(query.error)}`} />
        <button type="button" className="button button-small" onClick={() => query.refetch()}>
          Try again
        </button>
      </div>
    );
  if (query.data.length === 0) return <p className="muted dm-state">{empty}</p>;
  return (
    <ul className="dm-list" aria-label={label}>
      {query.data.map(children)}
    </ul>
  );
}
