import { defineDialog } from '../dialog-descriptor.js';

/** Spec 1 §2's searcher: jump to any node of the project by typing part of its name or path. */
export const dialog = defineDialog({
  id: 'searcher',
  title: 'Searcher',
  commandTitle: 'Search nodes',
  shortcuts: ['mod+p'],
  whileTyping: true,
  group: 'Find',
  size: 'large',
  load: () => import('./SearcherDialog.js'),
});
