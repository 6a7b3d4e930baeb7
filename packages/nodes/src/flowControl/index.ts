import type { NodeModule } from '@nodeloom/engine';
import { compare } from './compare.js';
import { dot } from './dot.js';
import { gate } from './gate.js';
import { ifElse } from './ifElse.js';
import { isFalsy } from './isFalsy.js';
import { isNullish } from './isNullish.js';
import { loopEnd } from './loopEnd.js';
import { loopStart } from './loopStart.js';
import { noOp } from './noOp.js';
import { passThrough } from './passThrough.js';
import { runSequential } from './runSequential.js';
import { switchCase } from './switchCase.js';
import { switchInput } from './switchInput.js';
import { typeOf } from './typeOf.js';

export const modules: NodeModule[] = [
  compare,
  dot,
  noOp,
  passThrough,
  ifElse,
  isFalsy,
  isNullish,
  loopStart,
  loopEnd,
  runSequential,
  switchCase,
  switchInput,
  gate,
  typeOf,
];
