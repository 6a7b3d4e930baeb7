import type { NodeModule } from '@nodeloom/engine';
import { arrayAppend } from './arrayAppend.js';
import { arrayConcat } from './arrayConcat.js';
import { arrayDedup } from './arrayDedup.js';
import { arrayFilter } from './arrayFilter.js';
import { arrayFlatten } from './arrayFlatten.js';
import { arrayGetElement } from './arrayGetElement.js';
import { arrayIncludes } from './arrayIncludes.js';
import { arrayInsertItem } from './arrayInsertItem.js';
import { arrayLength } from './arrayLength.js';
import { arrayRemoveItem } from './arrayRemoveItem.js';
import { arrayReverse } from './arrayReverse.js';
import { arraySlice } from './arraySlice.js';
import { arraySort } from './arraySort.js';
import { repeat } from './repeat.js';

export const modules: NodeModule[] = [
  arrayAppend,
  arrayConcat,
  arrayDedup,
  arrayFilter,
  arrayFlatten,
  arrayGetElement,
  arrayIncludes,
  arrayInsertItem,
  arrayLength,
  arrayRemoveItem,
  arrayReverse,
  arraySlice,
  arraySort,
  repeat,
];
