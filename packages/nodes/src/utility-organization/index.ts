import type { NodeModule } from '@nodeloom/engine';
import { stickyNoteNode } from './stickyNote.js';
import { trayNodeNode } from './trayNode.js';

export const modules: NodeModule[] = [stickyNoteNode, trayNodeNode];
