import { defineDialog, holdsProject } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'shareLinks',
  title: 'Share links',
  specNames: ['share link editor'],
  group: 'Project',
  commandTitle: 'Share project…',
  size: 'large',
  enabled: (ctx) => !ctx.editor.readOnly && holdsProject(ctx),
  load: () => import('./ShareLinksDialog.js'),
});
