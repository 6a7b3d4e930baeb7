import type { NodeModule } from '@nodeloom/engine';
import { constant } from './constant.js';
import { createObject } from './createObject.js';
import { keyValuePair } from './keyValuePair.js';
import { mergeAsArray } from './mergeAsArray.js';
import { objectAddKey } from './objectAddKey.js';
import { objectDeleteKey } from './objectDeleteKey.js';
import { objectEntries } from './objectEntries.js';
import { objectFilter } from './objectFilter.js';
import { objectFilterKeysValues } from './objectFilterKeysValues.js';
import { objectGetKey } from './objectGetKey.js';
import { objectMerge } from './objectMerge.js';
import { objectRenameKey } from './objectRenameKey.js';

export const modules: NodeModule[] = [
  constant,
  createObject,
  keyValuePair,
  mergeAsArray,
  objectAddKey,
  objectDeleteKey,
  objectEntries,
  objectFilter,
  objectFilterKeysValues,
  objectGetKey,
  objectMerge,
  objectRenameKey,
];
