import { identifier } from './estree.js';
import { assertIdentifier } from './identifier.js';
import { dataOutput, defineFexNode, stringParam } from './io.js';

export const fexIdentifier = defineFexNode({
  definitionName: 'fexIdentifier',
  description: 'A name in the generated code: a variable, a parameter or a function.',
  keywords: ['identifier', 'name', 'variable'],
  parameters: [stringParam('name', 'Name', 'value', 0)],
  outputs: [dataOutput('identifier', 'Identifier')],
  rule: ({ params }) => ({ identifier: identifier(assertIdentifier(params.name)) }),
});
