// Pages load lazily (§2), each with its loading label.
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { PAGE_LOADING_LABELS } from '../base/constants.js';
import { loadWorkspacePage } from '../pages/load-workspace-page.js';
import { FullScreenLoading } from '../ui/FullScreenLoading.js';

function withLabel(Page: LazyExoticComponent<ComponentType>, label: string) {
  return function LazyPage() {
    return (
      <Suspense fallback={<FullScreenLoading label={label} />}>
        <Page />
      </Suspense>
    );
  };
}

export const LoginPage = withLabel(
  lazy(() => import('../pages/LoginPage.js')),
  PAGE_LOADING_LABELS.login,
);
export const ProjectsPage = withLabel(
  lazy(() => import('../pages/ProjectsPage.js')),
  PAGE_LOADING_LABELS.projects,
);
export const WorkspacePage = withLabel(lazy(loadWorkspacePage), PAGE_LOADING_LABELS.workspace);
export const EmbedPage = withLabel(
  lazy(() => import('../pages/EmbedPage.js')),
  PAGE_LOADING_LABELS.embed,
);
/** Account settings is a lazy page too, shown over the current one. */
export const AccountSettingsPage = withLabel(
  lazy(() => import('../pages/AccountSettingsPage.js')),
  PAGE_LOADING_LABELS.accountSettings,
);
