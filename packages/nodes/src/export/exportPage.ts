import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { type HtmlChild, toChildren } from '../shared/html/index.js';
import { input, output, param } from '../shared/node-builder.js';

/** A page handed to the previewers and the site builder. */
export interface ExportedPage {
  type: 'page';
  name: string;
  content: HtmlChild[];
  showInComponentPreviewer: boolean;
  showInSitePreviewer: boolean;
}

export const exportPageNode = defineNode({
  definitionName: 'exportPage',
  description: 'Exports html as a named page for the component previewer and the site previewer',
  category: 'export',
  keywords: ['page', 'publish', 'preview'],
  availableContexts: ['htmlContext'],
  inputs: [input('content', 'Content', 'html', { required: true })],
  parameters: [
    param.string('name', 'Name', '', { required: true }),
    param.toggle('showInComponentPreviewer', 'Show in component previewer', true),
    param.toggle('showInSitePreviewer', 'Show in site previewer', true),
  ],
  outputs: [output('page', 'Page', 'object')],
  rule: ({ inputs, params }) => {
    const name = String(params.name ?? '').trim();
    if (!name) throw new NodeRuleError('Required parameter not set: name');
    const page: ExportedPage = {
      type: 'page',
      name,
      content: toChildren(inputs.content),
      showInComponentPreviewer: params.showInComponentPreviewer !== false,
      showInSitePreviewer: params.showInSitePreviewer !== false,
    };
    return { page };
  },
});
