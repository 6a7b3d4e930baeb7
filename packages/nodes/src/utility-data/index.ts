import type { NodeModule } from '@nodeloom/engine';
import { codeFormat } from './codeFormat.js';
import { getEnv } from './getEnv.js';
import { getEnvInternal } from './getEnvInternal.js';
import { getTimestamp } from './getTimestamp.js';
import { reference } from './reference.js';
import { setEnv } from './setEnv.js';

export const modules: NodeModule[] = [codeFormat, getTimestamp, reference];

/** The environment nodes: utility/settings (spec 2 §1), kept beside the data nodes they grew with. */
export const settingsModules: NodeModule[] = [getEnv, getEnvInternal, setEnv];
