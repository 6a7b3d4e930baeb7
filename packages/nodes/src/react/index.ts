import type { NodeModule } from '@nodeloom/engine';
import { appEntryNode } from './appEntry.js';
import { reactComponentNode } from './reactComponent.js';
import { reactOutputNode } from './reactOutput.js';

export const modules: NodeModule[] = [appEntryNode, reactComponentNode, reactOutputNode];
