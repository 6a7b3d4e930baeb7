import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { type Route, toChildren } from '../shared/html/index.js';
import { input, output, param } from '../shared/node-builder.js';
import { toRoutes } from './routes.js';

export const routeNode = defineNode({
  definitionName: 'route',
  description: 'A route of the app: the element shown at a path, with optional sub-routes',
  category: 'router',
  keywords: ['page', 'path', 'url', 'navigation'],
  availableContexts: ['htmlContext'],
  inputs: [
    input('element', 'Element', 'html'),
    input('routes', 'Sub-routes', 'object', { isMultiInput: true }),
  ],
  parameters: [
    // layout and index routes add no URL segment, so their path is not used
    param.string('path', 'Path', '/', { required: true, disableWhen: '$isIndex or $isLayout' }),
    param.toggle('isIndex', 'Index route', false),
    param.toggle('isLayout', 'Layout route', false),
  ],
  outputs: [output('route', 'Route', 'object')],
  rule: ({ inputs, params }) => {
    const isIndex = params.isIndex === true;
    const isLayout = params.isLayout === true;
    const children = toRoutes(inputs.routes);
    if (isIndex && children.length > 0) throw new NodeRuleError('An index route cannot have sub-routes');
    const route: Route = {
      type: 'route',
      ...(isIndex || isLayout ? {} : { path: String(params.path ?? '/') }),
      isIndex,
      isLayout,
      element: toChildren(inputs.element),
      children,
    };
    return { route };
  },
});
