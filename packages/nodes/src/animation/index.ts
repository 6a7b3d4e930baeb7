import type { NodeModule } from '@nodeloom/engine';
import { exportKeyframesNode } from './exportKeyframes.js';

export const modules: NodeModule[] = [exportKeyframesNode];
