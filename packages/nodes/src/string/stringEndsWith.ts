import { textTestNode } from './text-test-node.js';

export const stringEndsWith = textTestNode(
  {
    definitionName: 'stringEndsWith',
    description: 'True when the text ends with the search text.',
    keywords: ['ends', 'suffix'],
  },
  (string, search) => string.endsWith(search),
);
