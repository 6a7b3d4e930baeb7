import type { EventInput } from '../events/index.js';
import { History } from '../history/history.js';
import {
  DefinitionRegistry,
  type InputDefinition,
  type NodeDefinition,
  type OutputDefinition,
  type ParamDefinition,
  seededRandom,
} from '../model/index.js';
import { Project } from './project.js';

/** A definition with defaults, for tests and benches (the real library lives in @nodeloom/nodes). */
export function testDefinition(
  definitionName: string,
  parts: {
    hasSubLevel?: boolean;
    inputs?: InputDefinition[];
    outputs?: OutputDefinition[];
    parameters?: ParamDefinition[];
    nodeName?: string;
    udnId?: string;
  } = {},
): NodeDefinition {
  return {
    definitionName,
    description: `test ${definitionName}`,
    category: 'test',
    package: 'test',
    keywords: [],
    async: false,
    hasSubLevel: parts.hasSubLevel ?? false,
    localSingleton: false,
    globalSingleton: false,
    ...(parts.udnId ? { udnId: parts.udnId } : {}),
    inputs: parts.inputs ?? [],
    parameters: parts.parameters ?? [],
    outputs: parts.outputs ?? [],
    editorConfig: {
      definitionName,
      nodeName: parts.nodeName ?? definitionName,
      style: { backgroundColor: '#808080' },
    },
  };
}

const numberParam = (name: string, defaultValue = 0): ParamDefinition => ({
  name,
  label: name,
  dataType: 'number',
  defaultValue,
  widget: 'float',
});
const input = (identifier: string, extra: Partial<InputDefinition> = {}): InputDefinition => ({
  identifier,
  label: identifier,
  dataType: 'number',
  ...extra,
});
const output = (identifier: string, label = identifier): OutputDefinition => ({
  identifier,
  label,
  dataType: 'number',
});

/**
 * Test definitions: the root contexts, level, levelInput/levelOutput, trayNode, and small math-like
 * nodes: number (output value), add (inputs a, b), sum (multi-input values), box (width, height
 * params), plus (like add, inputs x and y labelled a and b: for reconnection by name), myUdn.
 */
export function testRegistry(): DefinitionRegistry {
  const registry = new DefinitionRegistry();
  const defs = [
    testDefinition('htmlContext', { hasSubLevel: true }),
    testDefinition('taskContext', { hasSubLevel: true }),
    testDefinition('functionContext', { hasSubLevel: true }),
    testDefinition('level', { hasSubLevel: true }),
    testDefinition('levelInput', {
      outputs: [output('output')],
      parameters: [
        { ...numberParam('isMultiInput'), defaultValue: false, dataType: 'boolean', widget: 'toggle' },
      ],
    }),
    testDefinition('levelOutput', { inputs: [input('input')] }),
    testDefinition('trayNode'),
    testDefinition('number', { outputs: [output('value')], parameters: [numberParam('value')] }),
    testDefinition('add', { inputs: [input('a'), input('b')], outputs: [output('result')] }),
    testDefinition('plus', {
      inputs: [input('x', { label: 'a' }), input('y', { label: 'b' })],
      outputs: [output('sum', 'result')],
    }),
    testDefinition('sum', { inputs: [input('values', { isMultiInput: true })], outputs: [output('result')] }),
    testDefinition('box', {
      parameters: [numberParam('width', 10), numberParam('height', 20)],
      inputs: [input('in')],
      outputs: [output('out')],
    }),
    testDefinition('my udn', {
      hasSubLevel: true,
      udnId: 'udn_1',
      inputs: [input('in')],
      outputs: [output('out')],
    }),
  ];
  for (const definition of defs) registry.register({ definition });
  return registry;
}

/** A ready project over the test registry with a seeded random source and a fixed clock. */
export function testProject(seed = 1) {
  const project = new Project({
    registry: testRegistry(),
    random: seededRandom(seed),
    now: () => 1_700_000_000_000,
  }).init();
  const history = new History(project);
  let counter = 0;
  /** creates a node through the history; returns its id */
  const create = (
    definitionName: string,
    parentId: string | undefined,
    extra: Partial<EventInput<'nodeCreated'>> = {},
  ) => {
    const nodeId = `node_t${++counter}`;
    history.dispatch([{ eventType: 'nodeCreated', nodeId, definitionName, parentId, ...extra }]);
    return nodeId;
  };
  return { project, history, state: project.state, create };
}
