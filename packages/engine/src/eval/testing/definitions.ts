import {
  DefinitionRegistry,
  type InputDefinition,
  type NodeDefinition,
  type NodeModule,
  NodeRuleError,
  type OutputDefinition,
  type ParamDefinition,
  type Rule,
} from '../../model/index.js';

/**
 * Small node definitions for the evaluator's tests and benches (the real library lives in
 * @nodeloom/nodes, which the engine may not import).
 */
function node(
  definitionName: string,
  parts: {
    inputs?: InputDefinition[];
    parameters?: ParamDefinition[];
    outputs?: OutputDefinition[];
    rule?: Rule;
    async?: boolean;
    hasSubLevel?: boolean;
    localSingleton?: boolean;
    globalSingleton?: boolean;
    availableContexts?: NodeDefinition['availableContexts'];
  },
): NodeModule {
  const definition: NodeDefinition = {
    definitionName,
    description: definitionName,
    category: 'test',
    package: 'test',
    keywords: [],
    async: parts.async ?? false,
    hasSubLevel: parts.hasSubLevel ?? false,
    localSingleton: parts.localSingleton ?? false,
    globalSingleton: parts.globalSingleton ?? false,
    ...(parts.availableContexts ? { availableContexts: parts.availableContexts } : {}),
    inputs: parts.inputs ?? [],
    parameters: parts.parameters ?? [],
    outputs: parts.outputs ?? [],
    editorConfig: { definitionName, nodeName: definitionName, style: { backgroundColor: '#808080' } },
  };
  return parts.rule ? { definition, rule: parts.rule } : { definition };
}

const input = (identifier: string, extra: Partial<InputDefinition> = {}): InputDefinition => ({
  identifier,
  label: identifier,
  dataType: 'inferred',
  ...extra,
});
const output = (identifier: string): OutputDefinition => ({
  identifier,
  label: identifier,
  dataType: 'inferred',
});
const param = (
  name: string,
  dataType: ParamDefinition['dataType'],
  defaultValue: unknown,
  extra: Partial<ParamDefinition> = {},
): ParamDefinition => ({
  name,
  label: name,
  dataType,
  defaultValue,
  widget: 'string',
  ...extra,
});
const socketParams = (name: string): ParamDefinition[] => [
  param('name', 'string', name),
  param('label', 'string', ''),
  param('dataType', 'string', 'inferred'),
  param('required', 'boolean', false),
  param('orderHint', 'number', 0),
];
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

export const testModules: NodeModule[] = [
  node('htmlContext', { hasSubLevel: true }),
  node('taskContext', { hasSubLevel: true }),
  node('functionContext', { hasSubLevel: true }),
  node('trayNode', {}),
  node('num', {
    parameters: [param('value', 'number', 0), param('extra', 'number', 0)],
    outputs: [output('value')],
    rule: ({ params }) => ({ value: num(params.value) }),
  }),
  node('text', {
    parameters: [param('text', 'string', '')],
    outputs: [output('value')],
    rule: ({ params }) => ({ value: params.text }),
  }),
  node('add', {
    inputs: [input('a'), input('b')],
    parameters: [param('offset', 'number', 0)],
    outputs: [output('sum')],
    rule: ({ inputs, params }) => ({ sum: num(inputs.a) + num(inputs.b) + num(params.offset) }),
  }),
  node('sum', {
    inputs: [input('values', { isMultiInput: true, minInstances: 1, maxInstances: 3 })],
    outputs: [output('sum')],
    rule: ({ inputs }) => ({ sum: (inputs.values as unknown[]).reduce((a: number, b) => a + num(b), 0) }),
  }),
  node('asyncDouble', {
    async: true,
    inputs: [input('a')],
    outputs: [output('value')],
    rule: async ({ inputs }) => {
      await Promise.resolve();
      return { value: num(inputs.a) * 2 };
    },
  }),
  node('fail', {
    outputs: [output('value')],
    rule: () => {
      throw new NodeRuleError('boom');
    },
  }),
  node('needsInput', {
    inputs: [input('in', { required: true })],
    outputs: [output('value')],
    rule: ({ inputs }) => ({ value: inputs.in }),
  }),
  node('needsParam', {
    parameters: [param('label', 'string', '', { required: true })],
    outputs: [output('value')],
    rule: ({ params }) => ({ value: params.label }),
  }),
  node('warns', {
    outputs: [output('value')],
    rule: ({ warn }) => {
      warn('careful');
      return { value: 1 };
    },
  }),
  node('level', { hasSubLevel: true }),
  node('levelInput', {
    parameters: [
      ...socketParams('input'),
      param('isMultiInput', 'boolean', false),
      param('minInstances', 'number', 0),
      param('maxInstances', 'number', 100),
    ],
    outputs: [output('output')],
  }),
  node('levelOutput', { parameters: socketParams('output'), inputs: [input('input')] }),
  node('loopStart', {
    inputs: [input('loopInput')],
    parameters: [
      param('loopMethod', 'string', 'inputArray'),
      param('iterationResult', 'string', 'merge'),
      param('count', 'number', 1),
    ],
    outputs: [output('item'), output('index')],
  }),
  node('loopEnd', { inputs: [input('input', { required: true })], outputs: [output('output')] }),
  node('setEnv', { localSingleton: true, parameters: [param('envs', 'object', {})] }),
  node('getEnv', {
    parameters: [
      param('key', 'string', ''),
      param('disableLocalOverride', 'boolean', false),
      param('fallbackValue', 'inferred', undefined),
    ],
    outputs: [output('value')],
    rule: ({ params, env, parentEnv }) => {
      const source = params.disableLocalOverride ? parentEnv : env;
      const key = String(params.key);
      if (Object.hasOwn(source, key)) return { value: source[key] };
      if (params.fallbackValue !== undefined) return { value: params.fallbackValue };
      throw new NodeRuleError(`Environment variable not found: ${key}`);
    },
  }),
  node('reference', {
    parameters: [param('path', 'string', ''), param('outputIdentifier', 'string', '')],
    outputs: [output('output')],
  }),
  node('taskStart', {
    async: true,
    inputs: [input('input')],
    parameters: [param('taskName', 'string', '')],
    outputs: [output('output')],
    rule: ({ inputs }) => ({ output: inputs.input }),
    availableContexts: ['taskContext'],
  }),
  node('taskEnd', {
    async: true,
    inputs: [input('input')],
    outputs: [output('output')],
    rule: ({ inputs }) => ({ output: inputs.input }),
    availableContexts: ['taskContext'],
  }),
  node('plugin', { parameters: [param('url', 'string', '')] }),
  node('onlyOnce', { globalSingleton: true, outputs: [output('value')] }),
  node('unitTest', {
    inputs: [input('actual'), input('expected')],
    parameters: [param('testName', 'string', 'test'), param('compareMethod', 'string', 'equal')],
    outputs: [output('testResult')],
    rule: ({ inputs, params }) => ({
      testResult: {
        testName: params.testName,
        verdict: inputs.actual === inputs.expected ? 'passed' : 'failed',
      },
    }),
  }),
];

export function testRegistry(): DefinitionRegistry {
  const registry = new DefinitionRegistry();
  registry.registerAll(testModules);
  return registry;
}
