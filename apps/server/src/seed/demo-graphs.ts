import type { GraphDto } from '@nodeloom/api';
import {
  type ConnectionWithId,
  connectionId,
  DEFAULT_NODE_COLOR,
  DEFAULT_NODE_SIZE,
  type DefinitionRegistry,
  defaultParams,
  type GraphNode,
  requireDefinition,
} from '@nodeloom/engine';
import { rootContextsGraph } from '../modules/projects/empty-graph.js';

/** An official demo project: fixed id (so seeding is idempotent), name, category and graph. */
export interface DemoProject {
  id: string;
  name: string;
  category: string;
  /** the root context it opens in (metadata.context, as New project sets it); markup unless told */
  context?: 'hex' | 'tex' | 'fex';
  graph: GraphDto;
}

/** Demos live in the markup context unless told (spec 2 §9 root context ids). */
const DEMO_LEVEL = 'hex';

/**
 * A node of a real definition with its defaults, some params set to literal values. Ids follow
 * the engine's rule (they start with node_) and every node hangs from the markup context.
 */
function demoNode(
  registry: DefinitionRegistry,
  key: string,
  definitionName: string,
  position: { x: number; y: number },
  values: Record<string, unknown> = {},
  parentId = DEMO_LEVEL,
): GraphNode {
  const definition = requireDefinition(registry, definitionName);
  const params = defaultParams(definition);
  for (const [name, value] of Object.entries(values)) {
    params[name] = { ...(params[name] ?? { name, expression: '', evalType: 'literal' }), value };
  }
  return {
    id: demoNodeId(key),
    definitionName,
    name: key,
    parentId,
    position,
    size: { ...(definition.editorConfig.size ?? DEFAULT_NODE_SIZE) },
    color: definition.editorConfig.style?.backgroundColor ?? DEFAULT_NODE_COLOR,
    comment: '',
    params,
    customParams: {},
    flags: {},
  };
}

/** The fixed id of a demo node (fixed so seeding stays idempotent). */
export function demoNodeId(key: string): string {
  return `node_demo_${key}`;
}

function wire(source: string, output: string, target: string, input: string, order = 0): ConnectionWithId {
  const connection = {
    sourceNode: demoNodeId(source),
    targetNode: demoNodeId(target),
    sourceOutputIdentifier: output,
    targetInputIdentifier: input,
    order,
  };
  return { ...connection, id: connectionId(connection) };
}

/** The root contexts plus the demo's nodes and wires. */
function withRoots(
  registry: DefinitionRegistry,
  nodes: GraphNode[],
  connections: ConnectionWithId[],
): GraphDto {
  const roots = rootContextsGraph(registry);
  return { nodes: [...roots.nodes, ...nodes], connections };
}

/** The demo projects of GET /projects/official/demo, built from the node library's definitions. */
export function demoProjects(registry: DefinitionRegistry): DemoProject[] {
  return [
    {
      id: '00000000000000000000de01',
      name: 'Math chain',
      category: 'Demo',
      // (10 - 4) × (3 - 1) = 12, shown by an inspector, with a note on how to play with it.
      graph: withRoots(
        registry,
        [
          demoNode(
            registry,
            'about',
            'stickyNote',
            { x: -400, y: -20 },
            {
              text: 'Math chain\n\nTwo differences feed a product; the inspector shows what flows in.\n\nSelect a node to see its outputs, hover a wire to see its value, press Tab to add a node.',
            },
          ),
          demoNode(registry, 'difference1', 'minus', { x: 0, y: 0 }, { a: 10, b: 4 }),
          demoNode(registry, 'difference2', 'minus', { x: 240, y: 0 }, { a: 3, b: 1 }),
          demoNode(registry, 'product', 'multiply', { x: 120, y: 140 }),
          demoNode(registry, 'result', 'inspector', { x: 0, y: 280 }),
        ],
        [
          wire('difference1', 'result', 'product', 'numbers', 0),
          wire('difference2', 'result', 'product', 'numbers', 1),
          wire('product', 'result', 'result', 'data', 0),
        ],
      ),
    },
    {
      id: '00000000000000000000de02',
      name: 'String demo',
      category: 'Demo',
      // Two strings recased, joined, and measured.
      graph: withRoots(
        registry,
        [
          demoNode(registry, 'greeting', 'stringCase', { x: 0, y: 0 }, { string: 'hello nodeloom' }),
          demoNode(registry, 'subject', 'stringCase', { x: 240, y: 0 }, { string: 'visual node graphs' }),
          demoNode(registry, 'sentence', 'stringConcat', { x: 120, y: 140 }, { separator: ' - ' }),
          demoNode(registry, 'length', 'stringLength', { x: 120, y: 280 }),
        ],
        [
          wire('greeting', 'result', 'sentence', 'strings', 0),
          wire('subject', 'result', 'sentence', 'strings', 1),
          wire('sentence', 'result', 'length', 'string', 0),
        ],
      ),
    },
    {
      id: '00000000000000000000de03',
      name: 'Data pipeline with a loop',
      category: 'Demo',
      // Each price goes once through the loop body (× 1.2), the loop end collects [12, 30, 48].
      graph: withRoots(
        registry,
        [
          demoNode(
            registry,
            'about',
            'stickyNote',
            { x: -440, y: -20 },
            {
              text: 'Data pipeline with a loop\n\nloopStart runs the nodes between it and loopEnd once per element of the prices (method inputArray); loopEnd collects every result (result merge).\n\nTry: add a price to the array, change the tax rate, or switch the loop result to feedback.',
            },
          ),
          demoNode(registry, 'prices', 'constant', { x: 0, y: 0 }, { type: 'array', value: '[10, 25, 40]' }),
          demoNode(registry, 'taxRate', 'constant', { x: 240, y: 0 }, { type: 'number', value: 1.2 }),
          demoNode(registry, 'eachPrice', 'loopStart', { x: 0, y: 140 }),
          demoNode(registry, 'withTax', 'multiply', { x: 120, y: 280 }),
          demoNode(registry, 'collected', 'loopEnd', { x: 0, y: 420 }),
          demoNode(registry, 'result', 'inspector', { x: 0, y: 560 }),
        ],
        [
          wire('prices', 'value', 'eachPrice', 'loopInput', 0),
          wire('eachPrice', 'item', 'withTax', 'numbers', 0),
          wire('taxRate', 'value', 'withTax', 'numbers', 1),
          wire('withTax', 'result', 'collected', 'input', 0),
          wire('collected', 'output', 'result', 'data', 0),
        ],
      ),
    },
    {
      id: '00000000000000000000de05',
      name: 'Multi-page site with a router',
      category: 'Demo',
      // A layout route (nav links + outlet) with two pages, / and /about, in a browser router.
      graph: withRoots(
        registry,
        [
          demoNode(
            registry,
            'about',
            'stickyNote',
            { x: -480, y: -20 },
            {
              text: 'Multi-page site with a router\n\nThe layout route draws the nav and, in its outlet, the page of the address: the index route at /, the about route at /about. The router feeds appEntry, the site the previewer shows.\n\nTry: open the site preview and follow the links, add a third route wired into the layout, or change a heading.',
            },
          ),
          demoNode(registry, 'homeLabel', 'htmlElement', { x: 0, y: 0 }, { tag: 'span', text: 'Home' }),
          demoNode(registry, 'homeLink', 'link', { x: 0, y: 120 }, { to: '/' }),
          demoNode(registry, 'aboutLabel', 'htmlElement', { x: 220, y: 0 }, { tag: 'span', text: 'About' }),
          demoNode(registry, 'aboutLink', 'link', { x: 220, y: 120 }, { to: '/about' }),
          demoNode(registry, 'nav', 'htmlElement', { x: 110, y: 240 }, { tag: 'nav' }),
          demoNode(registry, 'outlet', 'outlet', { x: 440, y: 120 }),
          demoNode(registry, 'main', 'htmlElement', { x: 440, y: 240 }, { tag: 'main' }),
          demoNode(registry, 'layoutBody', 'mergeHtmlElements', { x: 260, y: 360 }),
          demoNode(registry, 'layout', 'route', { x: 260, y: 480 }, { isLayout: true }),
          demoNode(registry, 'welcome', 'htmlElement', { x: 700, y: 0 }, { tag: 'h1', text: 'Welcome home' }),
          demoNode(registry, 'homeRoute', 'route', { x: 700, y: 120 }, { isIndex: true }),
          demoNode(registry, 'aboutText', 'htmlElement', { x: 920, y: 0 }, { tag: 'h1', text: 'About us' }),
          demoNode(registry, 'aboutRoute', 'route', { x: 920, y: 120 }, { path: 'about' }),
          demoNode(registry, 'router', 'router', { x: 260, y: 600 }, { type: 'browser' }),
          demoNode(registry, 'app', 'appEntry', { x: 260, y: 720 }),
        ],
        [
          wire('homeLabel', 'element', 'homeLink', 'content'),
          wire('aboutLabel', 'element', 'aboutLink', 'content'),
          wire('homeLink', 'link', 'nav', 'children', 0),
          wire('aboutLink', 'link', 'nav', 'children', 1),
          wire('outlet', 'outlet', 'main', 'children'),
          wire('nav', 'element', 'layoutBody', 'elements', 0),
          wire('main', 'element', 'layoutBody', 'elements', 1),
          wire('layoutBody', 'html', 'layout', 'element'),
          wire('welcome', 'element', 'homeRoute', 'element'),
          wire('aboutText', 'element', 'aboutRoute', 'element'),
          wire('homeRoute', 'route', 'layout', 'routes', 0),
          wire('aboutRoute', 'route', 'layout', 'routes', 1),
          wire('layout', 'route', 'router', 'routes'),
          wire('router', 'router', 'app', 'entry'),
        ],
      ),
    },
    {
      id: '00000000000000000000de06',
      name: 'A function from function nodes',
      category: 'Demo',
      context: 'fex',
      // double(x) { return x * 2 } built from fex nodes, printed as JavaScript by fexAstToJs.
      graph: withRoots(
        registry,
        [
          demoNode(
            registry,
            'about',
            'stickyNote',
            { x: -400, y: -20 },
            {
              text: 'A function from function nodes\n\nFunction nodes build code, not values: the start and end nodes frame the function, flow wires order its statements, and fexAstToJs prints the JavaScript the inspector shows.\n\nTry: change the literal 2 to 3, the operator to +, or the function name.',
            },
            'fex',
          ),
          demoNode(
            registry,
            'start',
            'fexFunctionStart',
            { x: 0, y: 0 },
            { name: 'double', parameters: 'x' },
            'fex',
          ),
          demoNode(registry, 'x', 'fexIdentifier', { x: 200, y: 0 }, { name: 'x' }, 'fex'),
          demoNode(registry, 'two', 'fexLiteral', { x: 400, y: 0 }, { type: 'number', value: 2 }, 'fex'),
          demoNode(registry, 'times', 'fexBinaryExpression', { x: 300, y: 110 }, { operator: '*' }, 'fex'),
          demoNode(registry, 'return', 'fexFunctionReturn', { x: 60, y: 220 }, {}, 'fex'),
          demoNode(registry, 'end', 'fexFunctionEnd', { x: 60, y: 320 }, {}, 'fex'),
          demoNode(registry, 'print', 'fexAstToJs', { x: 60, y: 420 }, {}, 'fex'),
          demoNode(registry, 'code', 'inspector', { x: 60, y: 520 }, {}, 'fex'),
        ],
        [
          wire('x', 'identifier', 'times', 'left'),
          wire('two', 'literal', 'times', 'right'),
          wire('start', 'flow', 'return', 'flow'),
          wire('times', 'expression', 'return', 'value'),
          wire('return', 'flow', 'end', 'flow'),
          wire('end', 'flow', 'print', 'ast'),
          wire('print', 'code', 'code', 'data'),
        ],
      ),
    },
    {
      id: '00000000000000000000de04',
      name: 'Unit-tested graph',
      category: 'Demo',
      // 2 + 3 checked against 5 by a unitTest node: the verdict is passed.
      graph: withRoots(
        registry,
        [
          demoNode(
            registry,
            'about',
            'stickyNote',
            { x: -440, y: -20 },
            {
              text: 'Unit-tested graph\n\nunitTest compares what the graph computes (actual) with what you expect; the inspector shows its verdict.\n\nTry: set b to 4 and watch the verdict turn to failed. Download the project (Menu → Project) and run nodeloom test on the file.',
            },
          ),
          demoNode(registry, 'a', 'constant', { x: 0, y: 0 }, { type: 'number', value: 2 }),
          demoNode(registry, 'b', 'constant', { x: 240, y: 0 }, { type: 'number', value: 3 }),
          demoNode(registry, 'sum', 'plus', { x: 120, y: 140 }),
          demoNode(registry, 'expected', 'constant', { x: 360, y: 140 }, { type: 'number', value: 5 }),
          demoNode(
            registry,
            'sumIsFive',
            'unitTest',
            { x: 120, y: 280 },
            { testName: 'two plus three is five', compareMethod: 'equal' },
          ),
          demoNode(registry, 'verdict', 'inspector', { x: 120, y: 420 }),
        ],
        [
          wire('a', 'value', 'sum', 'numbers', 0),
          wire('b', 'value', 'sum', 'numbers', 1),
          wire('sum', 'result', 'sumIsFive', 'actual', 0),
          wire('expected', 'value', 'sumIsFive', 'expected', 0),
          wire('sumIsFive', 'testResult', 'verdict', 'data', 0),
        ],
      ),
    },
  ];
}
