import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { type HtmlRouter, ROUTER_TYPES, type RouterType } from '../shared/html/index.js';
import { input, output, param } from '../shared/node-builder.js';
import { toRoutes } from './routes.js';

export const routerNode = defineNode({
  definitionName: 'router',
  description: 'Renders the route matching the current URL; place it in the app entry or a layout',
  category: 'router',
  keywords: ['routes', 'navigation', 'browser router', 'hash router'],
  availableContexts: ['htmlContext'],
  inputs: [input('routes', 'Routes', 'object', { isMultiInput: true })],
  parameters: [param.menu('type', 'Type', ROUTER_TYPES, 'browser')],
  outputs: [output('router', 'Router', 'html')],
  rule: ({ inputs, params }) => {
    const routerType = String(params.type) as RouterType;
    if (!ROUTER_TYPES.includes(routerType)) throw new NodeRuleError(`Invalid router type: ${routerType}`);
    const router: HtmlRouter = { type: 'router', routerType, routes: toRoutes(inputs.routes) };
    return { router };
  },
});
