import { defineNode } from '../shared/define.js';
import type { HtmlOutlet } from '../shared/html/index.js';
import { output } from '../shared/node-builder.js';

export const outletNode = defineNode({
  definitionName: 'outlet',
  description: 'Where the matched child route renders inside a layout route',
  category: 'router',
  keywords: ['layout', 'children', 'nested routes'],
  availableContexts: ['htmlContext'],
  outputs: [output('outlet', 'Outlet', 'html')],
  rule: () => {
    const outlet: HtmlOutlet = { type: 'outlet' };
    return { outlet };
  },
});
