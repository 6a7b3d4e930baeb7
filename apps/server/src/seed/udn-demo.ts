import type { GraphDto } from '@nodeloom/api';
import {
  DATA_TYPES,
  type DataType,
  type DefinitionRegistry,
  type GraphNode,
  type InputDefinition,
  LEVEL_INPUT_DEFINITION,
  LEVEL_OUTPUT_DEFINITION,
  type NodeDefinition,
  type OutputDefinition,
  UdnLibrary,
} from '@nodeloom/engine';
import { demoGraph, demoNodeId } from './demo-builder.js';
import type { DemoProject } from './demo-graphs.js';

/** One official UDN version a demo uses: fixed id, and what its udns row stores. */
export interface DemoUdn {
  id: string;
  version: string;
  versionDescription: string;
  /** the definition without udnId and version, as POST /udns takes it */
  definition: {
    definitionName: string;
    hasSubLevel: true;
    description: string;
    inputs: InputDefinition[];
    outputs: OutputDefinition[];
  };
  graph: GraphDto;
}

/** An official UDN version group (fixed id) and its versions. */
export interface DemoUdnGroup {
  id: string;
  versions: DemoUdn[];
}

const dataTypeOf = (node: GraphNode): DataType => {
  const value = node.params.dataType?.value;
  return (DATA_TYPES as readonly unknown[]).includes(value) ? (value as DataType) : 'inferred';
};

/**
 * A UDN's sockets, as packing a level makes them: one input per levelInput and one output per
 * levelOutput at the top of its graph, identified by that node's id and labelled with its name.
 */
function socketsOf(graph: GraphDto): Pick<DemoUdn['definition'], 'inputs' | 'outputs'> {
  const socket = (node: GraphNode) => ({ identifier: node.id, label: node.name, dataType: dataTypeOf(node) });
  const top = graph.nodes.filter((node) => node.parentId === undefined);
  return {
    inputs: top.filter((n) => n.definitionName === LEVEL_INPUT_DEFINITION).map(socket),
    outputs: top.filter((n) => n.definitionName === LEVEL_OUTPUT_DEFINITION).map(socket),
  };
}

const PRICE_WITH_TAX = 'PriceWithTax';
export const PRICE_WITH_TAX_GROUP_ID = '0000000000000000000de0a0';
export const PRICE_WITH_TAX_V1_ID = '0000000000000000000de0a1';
export const PRICE_WITH_TAX_V2_ID = '0000000000000000000de0a2';
/** Its sockets in both versions: the ids of its levelInput and levelOutput. */
const PRICE_SOCKET = demoNodeId('price');
const TOTAL_SOCKET = demoNodeId('total');

/**
 * PriceWithTax: v1.0.0 multiplies the price by 1.2; v2.0.0 also rounds the result to cents
 * (× 100, round, ÷ 100). Both have the same sockets (price in, total out), so a node moves from
 * one to the other with its wires.
 */
function priceWithTax(registry: DefinitionRegistry): DemoUdnGroup {
  const inside = () =>
    demoGraph(registry, null)
      .node('price', 'levelInput', { x: 0, y: 0 }, { name: 'price', label: 'price', dataType: 'number' })
      .node('rate', 'constant', { x: 240, y: 0 }, { type: 'number', value: 1.2 })
      .node('withTax', 'multiply', { x: 120, y: 140 })
      .wire('price', 'output', 'withTax', 'numbers', 0)
      .wire('rate', 'value', 'withTax', 'numbers', 1);
  const v1 = inside()
    .node('total', 'levelOutput', { x: 120, y: 280 }, { label: 'total', dataType: 'number' })
    .wire('withTax', 'result', 'total', 'input')
    .udnGraph();
  const v2 = inside()
    .node('hundred', 'constant', { x: 360, y: 140 }, { type: 'number', value: 100 })
    .node('cents', 'multiply', { x: 120, y: 280 })
    .node('rounded', 'round', { x: 120, y: 400 })
    .node('inUnits', 'divide', { x: 120, y: 520 }, { divisor: 100 })
    .node('total', 'levelOutput', { x: 120, y: 640 }, { label: 'total', dataType: 'number' })
    .wire('withTax', 'result', 'cents', 'numbers', 0)
    .wire('hundred', 'value', 'cents', 'numbers', 1)
    .wire('cents', 'result', 'rounded', 'number')
    .wire('rounded', 'result', 'inUnits', 'dividend')
    .wire('inUnits', 'result', 'total', 'input')
    .udnGraph();
  const version = (id: string, number: string, versionDescription: string, graph: GraphDto): DemoUdn => ({
    id,
    version: number,
    versionDescription,
    definition: {
      definitionName: PRICE_WITH_TAX,
      hasSubLevel: true,
      description: 'A price with 20% tax added.',
      ...socketsOf(graph),
    },
    graph,
  });
  return {
    id: PRICE_WITH_TAX_GROUP_ID,
    versions: [
      version(PRICE_WITH_TAX_V1_ID, '1.0.0', 'Multiplies the price by 1.2.', v1),
      version(PRICE_WITH_TAX_V2_ID, '2.0.0', 'Rounds the total to cents.', v2),
    ],
  };
}

/**
 * The definition of each version of the groups, as the node library registers them from their
 * metadata (the engine's UdnLibrary, over a copy of the registry so the built-in one stays as is).
 */
function udnDefinitions(registry: DefinitionRegistry, groups: DemoUdnGroup[]) {
  const library = new UdnLibrary(registry.copy(), { warn: (message) => console.warn(message) });
  library.registerMetadata(
    groups.flatMap((group) =>
      group.versions.map((udn) => ({
        definition: { ...udn.definition, udnId: udn.id, version: udn.version },
        versionGroup: { id: group.id },
        lastModifiedAt: '',
      })),
    ),
  );
  return (udnId: string): NodeDefinition => library.definition(udnId)!;
}

/** The UDN demo: a price through PriceWithTax v1.0.0 and v2.0.0, each total shown by an inspector. */
export function udnDemo(registry: DefinitionRegistry): DemoProject {
  const group = priceWithTax(registry);
  const definition = udnDefinitions(registry, [group]);
  return {
    id: '00000000000000000000de08',
    name: 'A UDN with two versions',
    category: 'Demo',
    // 19.99 × 1.2 is 23.987999999999996 in floating point: v1 shows it, v2 rounds it to 23.99
    graph: demoGraph(registry)
      .note(
        'A UDN with two versions\n\nPriceWithTax is a user-defined node: a level packed into one node, published in versions. taxV1 uses v1.0.0 (listPrice × 1.2), taxV2 uses v2.0.0 (rounded to cents); taxV1 says a newer version exists.\n\nTry: save a copy (Menu → Project → Save as a new project…), then right-click taxV1 → Change UDN version… to move it to v2.0.0, or pick Update UDN automatically; right-click → Unpack UDN, then double-click the node to look inside.',
        { x: -480, y: -20 },
      )
      .node('listPrice', 'constant', { x: 220, y: 0 }, { type: 'number', value: 19.99 })
      .udnNode('taxV1', definition(PRICE_WITH_TAX_V1_ID), { x: 0, y: 140 })
      .udnNode('taxV2', definition(PRICE_WITH_TAX_V2_ID), { x: 440, y: 140 })
      .node('totalV1', 'inspector', { x: 0, y: 280 })
      .node('totalV2', 'inspector', { x: 440, y: 280 })
      .wire('listPrice', 'value', 'taxV1', PRICE_SOCKET)
      .wire('listPrice', 'value', 'taxV2', PRICE_SOCKET)
      .wire('taxV1', TOTAL_SOCKET, 'totalV1', 'data')
      .wire('taxV2', TOTAL_SOCKET, 'totalV2', 'data')
      .graph(),
    udnGroups: [group],
  };
}
