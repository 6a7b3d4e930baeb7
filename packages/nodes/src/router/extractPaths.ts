import { defineNode } from '../shared/define.js';
import { input, output } from '../shared/node-builder.js';
import { routePaths, toRoutes } from './routes.js';

export const extractPathsNode = defineNode({
  definitionName: 'extractPaths',
  description: 'Lists the URL paths of routes (nested paths joined; layout routes add no segment)',
  category: 'router',
  keywords: ['routes', 'paths', 'sitemap'],
  inputs: [input('routes', 'Routes', 'object', { isMultiInput: true, required: true })],
  outputs: [output('paths', 'Paths', 'array')],
  rule: ({ inputs }) => ({ paths: routePaths(toRoutes(inputs.routes)) }),
});
