import { sessionStore } from '../state/session.js';
import { workspaceStore } from '../state/workspace.js';
import type { Command } from './command.js';

const workspace = () => workspaceStore.getState();

/**
 * Spec 1 §2's toggleable parts of the workspace that are not dialogs: the status bar (shown by
 * default) and the project browser (shown by default, hidden by opening a project; it can only be
 * hidden while a project is open). Embedded and signed-out views have no project browser.
 */
export const TOGGLE_COMMANDS: readonly Command[] = [
  {
    id: 'view.toggleStatusBar',
    title: 'Show or hide the status bar',
    shortcuts: [],
    keywords: ['status bar', 'toggle'],
    enabled: () => true,
    run: () => workspace().setStatusBarShown(!workspace().statusBarShown),
  },
  {
    id: 'view.toggleProjectBrowser',
    title: 'Show or hide the project browser',
    shortcuts: [],
    keywords: ['project browser', 'projects', 'toggle'],
    enabled: () => sessionStore.getState().user !== null && !workspace().embedded,
    run: () => workspace().setProjectBrowserOpen(!workspace().projectBrowserOpen),
  },
];
