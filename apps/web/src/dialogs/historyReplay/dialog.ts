import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'historyReplay',
  title: 'History replay',
  specNames: ['history replay bar'],
  group: 'Project',
  commandTitle: 'Replay history…',
  size: 'full',
  load: () => import('./HistoryReplayDialog.js'),
});
