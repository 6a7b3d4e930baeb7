import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'downloadProject',
  title: 'Download project',
  commandTitle: 'Download project as a file…',
  specNames: ['export project', 'project file', 'event log'],
  group: 'Project',
  load: () => import('./DownloadProjectDialog.js'),
});
