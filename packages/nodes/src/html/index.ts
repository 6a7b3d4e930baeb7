import type { NodeModule } from '@nodeloom/engine';
import { addClassNamesNode } from './addClassNames.js';
import { addHtmlAttributeNode } from './addHtmlAttribute.js';
import { addIdNode } from './addId.js';
import { addTailwindStylesNode } from './addTailwindStyles.js';
import { attachPageMetaNode } from './attachPageMeta.js';
import { htmlElementNode } from './htmlElement.js';
import { mergeHtmlElementsNode } from './mergeHtmlElements.js';
import { pageMetaNode } from './pageMeta.js';

export const modules: NodeModule[] = [
  htmlElementNode,
  mergeHtmlElementsNode,
  addClassNamesNode,
  addHtmlAttributeNode,
  addIdNode,
  addTailwindStylesNode,
  pageMetaNode,
  attachPageMetaNode,
];
