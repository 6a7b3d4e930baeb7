/** The command palette's code (cmdk with it): loaded when it first opens, prefetched when idle. */
export const loadCommandPalette = () => import('./CommandPalette.js');
