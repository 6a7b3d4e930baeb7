import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { type HtmlComponent, toChildren } from '../shared/html/index.js';
import { input, output, param } from '../shared/node-builder.js';

// React treats lower-case names as DOM tags, so a component name starts with a capital letter
const COMPONENT_NAME = /^[A-Z][A-Za-z0-9_$]*$/;

function toHooks(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value.flat(Number.POSITIVE_INFINITY) : [value];
  return list.map((hook) => {
    if (typeof hook !== 'string') throw new NodeRuleError('Invalid hook, it must be JavaScript code');
    return hook;
  });
}

export const reactComponentNode = defineNode({
  definitionName: 'reactComponent',
  description: 'A named React component rendering html, with hook code run on each render',
  category: 'react',
  keywords: ['component', 'react', 'hooks'],
  availableContexts: ['htmlContext'],
  inputs: [input('html', 'Html', 'html'), input('hooks', 'Hooks', 'string', { isMultiInput: true })],
  parameters: [param.string('name', 'Name', 'Component', { required: true })],
  outputs: [output('component', 'Component', 'html')],
  rule: ({ inputs, params }) => {
    const name = String(params.name ?? '').trim();
    if (!COMPONENT_NAME.test(name)) throw new NodeRuleError(`Invalid component name: ${name}`);
    const component: HtmlComponent = {
      type: 'component',
      name,
      content: toChildren(inputs.html),
      hooks: toHooks(inputs.hooks),
    };
    return { component };
  },
});
