import type { NodeModule } from '@nodeloom/engine';
import { absolute } from './absolute.js';
import { ceiling } from './ceiling.js';
import { clamp } from './clamp.js';
import { complement } from './complement.js';
import { decrement } from './decrement.js';
import { divide } from './divide.js';
import { exponent } from './exponent.js';
import { floor } from './floor.js';
import { fraction } from './fraction.js';
import { increment } from './increment.js';
import { maximum } from './maximum.js';
import { minimum } from './minimum.js';
import { minus } from './minus.js';
import { multiply } from './multiply.js';
import { negate } from './negate.js';
import { noise } from './noise.js';
import { plus } from './plus.js';
import { random } from './random.js';
import { remainder } from './remainder.js';
import { remap } from './remap.js';
import { round } from './round.js';
import { sign } from './sign.js';
import { sqrt } from './sqrt.js';
import { truncate } from './truncate.js';

export const modules: NodeModule[] = [
  absolute,
  ceiling,
  clamp,
  complement,
  decrement,
  divide,
  exponent,
  floor,
  fraction,
  increment,
  maximum,
  minimum,
  minus,
  multiply,
  negate,
  plus,
  remainder,
  round,
  sign,
  sqrt,
  truncate,
  noise,
  random,
  remap,
];
