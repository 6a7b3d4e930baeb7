import type { NodeModule } from '@nodeloom/engine';
import { isFiniteNode } from './isFinite.js';
import { isIntegerNode } from './isInteger.js';
import { isNanNode } from './isNan.js';
import { stringToFloatNode } from './stringToFloat.js';
import { stringToIntNode } from './stringToInt.js';
import { toExponentialNode } from './toExponential.js';
import { toFixedNode } from './toFixed.js';
import { toPrecisionNode } from './toPrecision.js';
import { toStringNode } from './toString.js';

export const modules: NodeModule[] = [
  isFiniteNode,
  isIntegerNode,
  isNanNode,
  stringToFloatNode,
  stringToIntNode,
  toExponentialNode,
  toFixedNode,
  toPrecisionNode,
  toStringNode,
];
