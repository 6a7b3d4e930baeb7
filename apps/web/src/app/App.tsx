import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { debugFlag } from '../base/debugFlags.js';
import { queryClient } from '../services/queryClient.js';
import { ErrorBoundary } from '../ui/ErrorBoundary.js';
import { AppRoutes } from './router.js';

// debug_reactQueryDevtools: the query cache inspector, loaded only when the flag is set
const QueryDevtools = lazy(() =>
  import('@tanstack/react-query-devtools').then((module) => ({ default: module.ReactQueryDevtools })),
);

export function App() {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        {debugFlag('reactQueryDevtools') ? (
          <Suspense fallback={null}>
            <QueryDevtools buttonPosition="bottom-left" />
          </Suspense>
        ) : null}
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
