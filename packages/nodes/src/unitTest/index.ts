import type { NodeModule } from '@nodeloom/engine';
import { unitTest } from './unitTest.js';

export const modules: NodeModule[] = [unitTest];
