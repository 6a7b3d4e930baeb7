import { defineNode } from '../shared/define.js';
import { toChildren, toHtml } from '../shared/html/index.js';
import { input, output } from '../shared/node-builder.js';

/** Kept so old projects still load; appEntry replaced it. */
export const reactOutputNode = defineNode({
  definitionName: 'reactOutput',
  description: 'Deprecated: use appEntry. Passes html through as the app output',
  category: 'react',
  deprecated: true,
  availableContexts: ['htmlContext'],
  inputs: [input('html', 'Html', 'html')],
  outputs: [output('html', 'Html', 'html')],
  rule: ({ inputs }) => ({ html: toHtml(toChildren(inputs.html)) }),
});
