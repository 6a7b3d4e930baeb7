import { Navigate, Route, Routes } from 'react-router';
import { HomeGuard, LoginGuard, ProjectGuard, ProjectsGuard } from './guards.js';
import { EmbedPage, LoginPage, ProjectsPage, WorkspacePage } from './lazyPages.js';
import { RootLayout } from './RootLayout.js';

/**
 * The routes of spec 1 §2, declared in components (react-router's declarative mode: the app has no
 * loaders or actions, and the data router's code would be half the router on every page). An error
 * below them (a lazy page that failed to load) reaches the app's error boundary.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={<HomeGuard />} />
        <Route
          path="/login"
          element={
            <LoginGuard>
              <LoginPage />
            </LoginGuard>
          }
        />
        <Route
          path="/projects"
          element={
            <ProjectsGuard>
              <ProjectsPage />
            </ProjectsGuard>
          }
        />
        <Route
          path="/project"
          element={
            <ProjectGuard>
              <WorkspacePage />
            </ProjectGuard>
          }
        />
        <Route path="/embed" element={<EmbedPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
