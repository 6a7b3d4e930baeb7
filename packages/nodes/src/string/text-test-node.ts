import type { NodeModule } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { inputFor, output, param } from '../shared/node-builder.js';
import { readText } from '../shared/text.js';

/** stringEndsWith and stringIncludes: a text, a search text, a boolean out. */
export function textTestNode(
  text: { definitionName: string; description: string; keywords: string[] },
  test: (string: string, search: string) => boolean,
): NodeModule {
  const fields = [param.string('string', 'String'), param.string('search', 'Search')];
  return defineNode({
    ...text,
    category: 'string',
    inputs: fields.map((p) => inputFor(p)),
    parameters: fields,
    outputs: [output('result', 'Result', 'boolean')],
    rule: (ctx) => ({ result: test(readText(ctx, 'string'), readText(ctx, 'search')) }),
  });
}
