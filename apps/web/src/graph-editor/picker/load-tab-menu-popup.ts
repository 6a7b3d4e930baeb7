import { loadNodeLibrary } from '../../services/node-library.js';

/**
 * The tab menu popup's code (cmdk) and the nodes it lists: on first open, prefetched when idle.
 * A module of its own, so that prefetching it does not bring the live canvas (TabMenu's bridge
 * reads xyflow's store).
 */
export const loadTabMenuPopup = () =>
  Promise.all([import('./TabMenuPopup.js'), loadNodeLibrary()]).then(([module]) => module);
