import type { NodeModule } from '@nodeloom/engine';
import { mergeTailwindStyles } from './mergeTailwindStyles.js';
import { stringCase } from './stringCase.js';
import { stringCompare } from './stringCompare.js';
import { stringConcat } from './stringConcat.js';
import { stringEndsWith } from './stringEndsWith.js';
import { stringIncludes } from './stringIncludes.js';
import { stringLength } from './stringLength.js';
import { stringPad } from './stringPad.js';
import { stringReplace } from './stringReplace.js';
import { stringSlice } from './stringSlice.js';
import { stringSplit } from './stringSplit.js';
import { stringTemplate } from './stringTemplate.js';
import { stringTrim } from './stringTrim.js';

export const modules: NodeModule[] = [
  stringCase,
  stringCompare,
  stringConcat,
  stringEndsWith,
  stringIncludes,
  stringLength,
  stringPad,
  stringReplace,
  stringSlice,
  stringSplit,
  stringTemplate,
  stringTrim,
  mergeTailwindStyles,
];
