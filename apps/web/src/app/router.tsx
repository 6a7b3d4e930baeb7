import { createBrowserRouter, Navigate } from 'react-router';
import { HomeGuard, LoginGuard, ProjectGuard, ProjectsGuard } from './guards.js';
import { EmbedPage, LoginPage, ProjectsPage, WorkspacePage } from './lazyPages.js';
import { RootLayout } from './RootLayout.js';
import { RouteError } from './RouteError.js';

/** The routes of spec 1 §2. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        {
          path: '/',
          element: <HomeGuard />,
        },
        {
          path: '/login',
          element: (
            <LoginGuard>
              <LoginPage />
            </LoginGuard>
          ),
        },
        {
          path: '/projects',
          element: (
            <ProjectsGuard>
              <ProjectsPage />
            </ProjectsGuard>
          ),
        },
        {
          path: '/project',
          element: (
            <ProjectGuard>
              <WorkspacePage />
            </ProjectGuard>
          ),
        },
        { path: '/embed', element: <EmbedPage /> },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
