// Pages load lazily (§2), each with its loading label.
import type { ComponentType } from 'react';
import { PAGE_LOADING_LABELS } from '../base/constants.js';
import { loadWorkspacePage } from '../pages/load-workspace-page.js';
import { FullScreenLoading } from '../ui/FullScreenLoading.js';
import { loadedComponent } from '../ui/loaded-component.js';

function withLabel(load: () => Promise<{ default: ComponentType }>, label: string) {
  return loadedComponent(load, <FullScreenLoading label={label} />);
}

export const LoginPage = withLabel(() => import('../pages/LoginPage.js'), PAGE_LOADING_LABELS.login);
export const ProjectsPage = withLabel(() => import('../pages/ProjectsPage.js'), PAGE_LOADING_LABELS.projects);
export const WorkspacePage = withLabel(loadWorkspacePage, PAGE_LOADING_LABELS.workspace);
export const EmbedPage = withLabel(() => import('../pages/EmbedPage.js'), PAGE_LOADING_LABELS.embed);
/** Account settings is a lazy page too, shown over the current one. */
export const AccountSettingsPage = withLabel(
  () => import('../pages/AccountSettingsPage.js'),
  PAGE_LOADING_LABELS.accountSettings,
);
