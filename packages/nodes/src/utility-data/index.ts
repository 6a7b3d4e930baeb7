import type { NodeModule } from '@nodeloom/engine';
import { codeFormat } from './codeFormat.js';
import { getEnv } from './getEnv.js';
import { getEnvInternal } from './getEnvInternal.js';
import { getTimestamp } from './getTimestamp.js';
import { reference } from './reference.js';
import { setEnv } from './setEnv.js';

export const modules: NodeModule[] = [codeFormat, getEnv, getEnvInternal, setEnv, getTimestamp, reference];
