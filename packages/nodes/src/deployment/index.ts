import type { NodeModule } from '@nodeloom/engine';
import { deploymentNode } from './deployment.js';

export const modules: NodeModule[] = [deploymentNode];
