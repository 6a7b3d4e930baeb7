import type { NodeModule } from '@nodeloom/engine';
import { extractPathsNode } from './extractPaths.js';
import { generateSitemapNode } from './generateSitemap.js';
import { linkNode } from './link.js';
import { outletNode } from './outlet.js';
import { pathParametersNode } from './pathParameters.js';
import { routeNode } from './route.js';
import { routerNode } from './router.js';
import { searchParametersNode } from './searchParameters.js';

export const modules: NodeModule[] = [
  routeNode,
  routerNode,
  linkNode,
  outletNode,
  pathParametersNode,
  searchParametersNode,
  extractPathsNode,
  generateSitemapNode,
];
