import type { NodeModule } from '@nodeloom/engine';
import { savePrefs } from './savePrefs.js';

export const modules: NodeModule[] = [savePrefs];
