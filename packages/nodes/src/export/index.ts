import type { NodeModule } from '@nodeloom/engine';
import { exportPageNode } from './exportPage.js';
import { exportPageConfigsNode } from './exportPageConfigs.js';
import { exportPublicFilesNode } from './exportPublicFiles.js';

export const modules: NodeModule[] = [exportPageNode, exportPageConfigsNode, exportPublicFilesNode];
