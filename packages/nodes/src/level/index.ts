import type { NodeModule } from '@nodeloom/engine';
import { level } from './level.js';
import { levelInput } from './levelInput.js';
import { levelOutput } from './levelOutput.js';

export const modules: NodeModule[] = [level, levelInput, levelOutput];
