import type { NodeModule } from '@nodeloom/engine';
import { cssPropertyNode } from './cssProperty.js';
import { cssStringToObjectNode } from './cssStringToObject.js';
import { gradientNode } from './gradient.js';
import { sampleGradientNode } from './sampleGradient.js';

export const modules: NodeModule[] = [
  cssPropertyNode,
  cssStringToObjectNode,
  gradientNode,
  sampleGradientNode,
];
