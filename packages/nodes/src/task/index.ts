import type { NodeModule } from '@nodeloom/engine';
import { taskEnd } from './taskEnd.js';
import { taskStart } from './taskStart.js';

export const modules: NodeModule[] = [taskStart, taskEnd];
