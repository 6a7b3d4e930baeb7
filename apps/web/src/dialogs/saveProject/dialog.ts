import { sessionStore } from '../../state/session.js';
import { defineDialog, holdsProject } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'saveProject',
  title: 'Save project',
  commandTitle: 'Save as a new project…',
  specNames: ['save project dialog', 'save as', 'duplicate project', 'copy project'],
  group: 'Project',
  // the new project is the signed-in user's; a snippet opened as a level is not a project to copy
  enabled: (ctx) => sessionStore.getState().user !== null && holdsProject(ctx),
  load: () => import('./SaveProjectDialog.js'),
});
