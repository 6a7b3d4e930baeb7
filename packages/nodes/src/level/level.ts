import { defineNode } from '../shared/define.js';

/** A level: a sub-graph whose sockets come from the levelInput and levelOutput nodes inside it. */
export const level = defineNode({
  definitionName: 'level',
  description:
    'A nested level. Its inputs and outputs are the levelInput and levelOutput nodes placed inside it; the engine evaluates it.',
  category: 'level',
  keywords: ['level', 'group', 'subgraph', 'nest'],
  hasSubLevel: true,
});
