import type { NodeModule } from '@nodeloom/engine';
import { diffViewerNode } from './diffViewer.js';
import { iframeNode } from './iframe.js';
import { inspectorNode } from './inspector.js';
import { pluginNode } from './plugin.js';
import { previewerNode } from './previewer.js';
import { stickyImageNode } from './stickyImage.js';
import { warningDisplayNode } from './warningDisplay.js';

export const modules: NodeModule[] = [
  previewerNode,
  inspectorNode,
  diffViewerNode,
  iframeNode,
  pluginNode,
  stickyImageNode,
  warningDisplayNode,
];
