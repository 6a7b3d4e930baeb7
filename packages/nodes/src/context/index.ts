import type { NodeModule } from '@nodeloom/engine';
import { functionContext } from './functionContext.js';
import { htmlContext } from './htmlContext.js';
import { taskContext } from './taskContext.js';

export const modules: NodeModule[] = [htmlContext, taskContext, functionContext];
