import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'sitePreview',
  title: 'Site preview',
  size: 'full',
  load: () => import('./SitePreviewDialog.js'),
});
