import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { debugFlag } from '../base/debugFlags.js';
import { queryClient } from '../services/queryClient.js';
import { ErrorBoundary } from '../ui/ErrorBoundary.js';
import { createAppRouter } from './router.js';

// debug_reactQueryDevtools: the query cache inspector, loaded only when the flag is set
const QueryDevtools = lazy(() =>
  import('@tanstack/react-query-devtools').then((module) => ({ default: module.ReactQueryDevtools })),
);

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {debugFlag('reactQueryDevtools') ? (
          <Suspense fallback={null}>
            <QueryDevtools buttonPosition="bottom-left" />
          </Suspense>
        ) : null}
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
