import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import {
  element,
  type HtmlContainer,
  type HtmlParameter,
  isContainer,
  toChildren,
  withAttribute,
} from '../shared/html/index.js';
import { input, output, param } from '../shared/node-builder.js';

/** Attribute by which the app binds a control's value to a search parameter. */
export const SEARCH_SETTER_ATTRIBUTE = 'data-nl-search-setter';

export const searchParametersNode = defineNode({
  definitionName: 'searchParameters',
  description: 'A search (query) parameter of the current URL, and a setter control that changes it',
  category: 'router',
  keywords: ['query', 'url', '?', 'params'],
  availableContexts: ['htmlContext'],
  inputs: [input('control', 'Setter control', 'html')],
  parameters: [param.string('name', 'Name', '', { description: 'Empty: all search parameters as JSON' })],
  outputs: [output('value', 'Value', 'html'), output('setter', 'Setter', 'html')],
  rule: ({ inputs, params }) => {
    const name = String(params.name ?? '').trim();
    const value: HtmlParameter = { type: 'parameter', source: 'search', name };
    const [control, ...rest] = toChildren(inputs.control);
    if (rest.length > 0 || (control && !isContainer(control))) {
      throw new NodeRuleError('Invalid setter control: expected one html element');
    }
    // the running app writes the control's value into ?name=… on input
    const base: HtmlContainer = control ?? element('input', { type: 'text', name });
    return { value, setter: withAttribute(base, SEARCH_SETTER_ATTRIBUTE, name) };
  },
});
