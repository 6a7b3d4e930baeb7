/** The workspace's code, which the projects page prefetches when idle (a project opens from there). */
export const loadWorkspacePage = () => import('./WorkspacePage.js');
