import { useRouteError } from 'react-router';
import { ErrorFallback } from '../ui/ErrorFallback.js';

/** Errors the router catches (a lazy page that failed to load, a loader) get the same fallback. */
export function RouteError() {
  return <ErrorFallback error={useRouteError()} />;
}
