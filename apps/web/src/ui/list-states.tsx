import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface ListStatesProps<T> {
  query: UseQueryResult<readonly T[]>;
  /** plural, for the loading and error texts ('snippets') */
  noun: string;
  empty: ReactNode;
  children(items: readonly T[]): ReactNode;
}

/** Loading, error and empty states of a library list, else the list itself. */
export function ListStates<T>({ query, noun, empty, children }: ListStatesProps<T>) {
  if (!query.isSuccess) return <QueryWaiting query={query} noun={noun} />;
  if (query.data.length === 0) return <p className="muted lib-empty">{empty}</p>;
  return <>{children(query.data)}</>;
}

/** What a query shows before it has data: that it is loading, or why it could not load. */
export function QueryWaiting({ query, noun }: { query: UseQueryResult<unknown>; noun: string }) {
  if (query.isPending)
    return (
      <p className="muted" role="status">
        Loading {noun}…
      </p>
    );
  return (
    <p className="form-error" role="alert">
      Could not load the {noun}: {query.error?.message}
    </p>
  );
}

/** The failure toast of a library mutation: what did not happen, and the error's message. */
export const failureToast = (title: string) => (error: unknown) => ({
  kind: 'error' as const,
  title,
  description: error instanceof Error ? error.message : String(error),
});
