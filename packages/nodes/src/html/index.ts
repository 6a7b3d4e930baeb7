import type { NodeModule } from '@nodeloom/engine';
import { addClassNamesNode } from './addClassNames.js';
import { addHtmlAttributeNode } from './addHtmlAttribute.js';
import { addIdNode } from './addId.js';
import { addTailwindStylesNode } from './addTailwindStyles.js';
import { attachPageMetaNode } from './attachPageMeta.js';
import { htmlElementNode } from './htmlElement.js';
import { iframeElementNode } from './iframeElement.js';
import { keepLinebreaksInHtmlNode } from './keepLinebreaksInHtml.js';
import { mdToHtmlNode } from './mdToHtml.js';
import { mergeHtmlElementsNode } from './mergeHtmlElements.js';
import { pageMetaNode } from './pageMeta.js';
import { svgElementNode } from './svgElement.js';

export const modules: NodeModule[] = [
  htmlElementNode,
  iframeElementNode,
  svgElementNode,
  keepLinebreaksInHtmlNode,
  mdToHtmlNode,
  mergeHtmlElementsNode,
  addClassNamesNode,
  addHtmlAttributeNode,
  addIdNode,
  addTailwindStylesNode,
  pageMetaNode,
  attachPageMetaNode,
];
