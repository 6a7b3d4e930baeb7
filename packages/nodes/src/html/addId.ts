import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { isContainer, toChildren, withAttribute } from '../shared/html/index.js';
import { input, output, param } from '../shared/node-builder.js';

export const addIdNode = defineNode({
  definitionName: 'addId',
  description: 'Sets the id of an html element',
  category: 'html',
  keywords: ['id', 'anchor', 'attribute'],
  inputs: [input('html', 'Html', 'html', { required: true })],
  parameters: [param.string('id', 'Id', '', { required: true })],
  outputs: [output('html', 'Html', 'html')],
  rule: ({ inputs, params }) => {
    const id = String(params.id ?? '').trim();
    // an id is one token: HTML forbids whitespace in it
    if (!id || /\s/.test(id)) throw new NodeRuleError(`Invalid id: ${JSON.stringify(id)}`);
    const children = toChildren(inputs.html);
    const [target] = children;
    // ids are unique in a page, so only one element may receive it
    if (children.length !== 1 || !isContainer(target))
      throw new NodeRuleError('Invalid html: expected one html element');
    return { html: withAttribute(target, 'id', id) };
  },
});
