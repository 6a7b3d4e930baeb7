import type { NodeModule } from '@nodeloom/engine';
import { diffJson } from './diffJson.js';
import { jsonParse } from './jsonParse.js';
import { jsonStringify } from './jsonStringify.js';

export const modules: NodeModule[] = [jsonParse, jsonStringify, diffJson];
