import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'sitePreview',
  title: 'Site preview',
  group: 'Project',
  size: 'full',
  load: () => import('./SitePreviewDialog.js'),
});
