import { textTestNode } from './text-test-node.js';

export const stringIncludes = textTestNode(
  {
    definitionName: 'stringIncludes',
    description: 'True when the text contains the search text.',
    keywords: ['contains', 'includes', 'find'],
  },
  (string, search) => string.includes(search),
);
