import type { NodeModule } from '@nodeloom/engine';
import { modules as context } from './context/index.js';
import { modules as flowControl } from './flowControl/index.js';
import { modules as level } from './level/index.js';
import { modules as math } from './math/index.js';
import { modules as number } from './number/index.js';
import { modules as string } from './string/index.js';

export interface NodeCategory {
  /** the category name of node-catalogue.md */
  name: string;
  modules: NodeModule[];
}

// Each category folder exports `modules`; add a line here when a category lands.
export const categories: NodeCategory[] = [
  { name: 'context', modules: context },
  { name: 'level', modules: level },
  { name: 'flowControl', modules: flowControl },
  { name: 'math', modules: math },
  { name: 'number', modules: number },
  { name: 'string', modules: string },
];
