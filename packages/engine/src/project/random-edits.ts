import type { EventInput } from '../events/index.js';
import { hostsSubLevel } from '../events/index.js';
import type { ReadonlyGraph } from '../graph/index.js';
import type { DefinitionRegistry, RandomSource } from '../model/index.js';
import { generateCustomParamId, generateNodeId, ROOT_CONTEXT_IDS } from '../model/index.js';
import { randomStructuralEdit } from './random-structural-edits.js';

const pick = <T>(random: RandomSource, items: readonly T[]): T | undefined =>
  items.length === 0 ? undefined : items[Math.floor(random() * items.length)];

const DEFINITIONS = ['number', 'add', 'sum', 'box', 'level', 'trayNode', 'plus'] as const;

/**
 * One random, usually valid user edit over the test registry's definitions (fuzzing and benches):
 * create, delete, rename, move, resize, colour, flag, param value or expression, custom param,
 * tray, connect, disconnect, definition change; and now and then a structural edit.
 */
export function randomEdit(
  state: ReadonlyGraph,
  registry: DefinitionRegistry,
  random: RandomSource,
): EventInput[] {
  if (random() < 0.25) {
    const structural = randomStructuralEdit(state, random);
    if (structural) return structural;
  }
  const nodes = [...state.nodes()];
  const editable = nodes.filter((n) => !ROOT_CONTEXT_IDS.has(n.id));
  const hosts = nodes.filter((n) => hostsSubLevel(registry, n));
  const node = pick(random, editable);
  const roll = random();
  if (!node || roll < 0.25) {
    const parent = pick(random, hosts)!;
    return [
      {
        eventType: 'nodeCreated',
        nodeId: generateNodeId(random),
        definitionName: pick(random, DEFINITIONS)!,
        parentId: parent.id,
        position: { x: Math.round(random() * 1000), y: Math.round(random() * 1000) },
      },
    ];
  }
  if (roll < 0.3) return [{ eventType: 'nodeDeleted', nodeId: node.id }];
  if (roll < 0.35)
    return [{ eventType: 'nodeRenamed', nodeId: node.id, name: `n${Math.floor(random() * 50)}` }];
  if (roll < 0.42)
    return [
      {
        eventType: 'nodePositionChanged',
        nodeId: node.id,
        position: { x: Math.round(random() * 999), y: 5 },
      },
    ];
  if (roll < 0.45)
    return [
      { eventType: 'nodeResized', nodeId: node.id, size: { width: Math.round(random() * 300), height: 40 } },
    ];
  if (roll < 0.48)
    return [
      {
        eventType: 'colorChanged',
        nodeId: node.id,
        color: `#${Math.floor(random() * 0xffffff)
          .toString(16)
          .padStart(6, '0')}`,
      },
    ];
  if (roll < 0.5)
    return [
      {
        eventType: 'nodeFlagToggled',
        nodeId: node.id,
        flag: pick(random, ['bypass', 'preview', 'param', 'hideComment'] as const)!,
      },
    ];
  if (roll < 0.55 && node.definitionName === 'box') {
    return [
      {
        eventType: 'paramValueChanged',
        nodeId: node.id,
        paramName: 'width',
        value: Math.round(random() * 100),
      },
    ];
  }
  if (roll < 0.6 && node.definitionName === 'box') {
    const other = pick(random, editable)!;
    return [
      {
        eventType: 'paramExpressionChanged',
        nodeId: node.id,
        paramName: 'height',
        expression: `/${pathNames(state, other.id)}.$width + 1`,
      },
      { eventType: 'paramEvalTypeChanged', nodeId: node.id, paramName: 'height', evalType: 'expression' },
    ];
  }
  if (roll < 0.63) {
    const customParam = {
      id: generateCustomParamId(random),
      name: `c${Math.floor(random() * 1000)}`,
      dataType: 'number' as const,
      value: 1,
      expression: '',
      evalType: 'literal' as const,
    };
    return [{ eventType: 'customParamAdded', nodeId: node.id, customParam }];
  }
  if (roll < 0.66) {
    const tray = pick(
      random,
      editable.filter((n) => n.definitionName === 'trayNode' && n.parentId === node.parentId),
    );
    if (tray)
      return [{ eventType: 'addedToTray', nodeId: node.id, trayNodeId: random() < 0.3 ? null : tray.id }];
  }
  if (roll < 0.7 && (node.definitionName === 'add' || node.definitionName === 'plus')) {
    return [
      {
        eventType: 'definitionChanged',
        nodeId: node.id,
        definitionName: node.definitionName === 'add' ? 'plus' : 'add',
      },
    ];
  }
  if (roll < 0.9) {
    const source = pick(
      random,
      editable.filter((n) => n.definitionName === 'number' && n.parentId === node.parentId),
    );
    const target = pick(
      random,
      editable.filter(
        (n) => ['add', 'sum', 'plus'].includes(n.definitionName) && n.parentId === node.parentId,
      ),
    );
    if (source && target) {
      const input =
        target.definitionName === 'sum'
          ? 'values'
          : target.definitionName === 'plus'
            ? pick(random, ['x', 'y'])!
            : pick(random, ['a', 'b'])!;
      return [
        {
          eventType: 'connectionCreated',
          connection: {
            sourceNode: source.id,
            sourceOutputIdentifier: 'value',
            targetNode: target.id,
            targetInputIdentifier: input,
            order: Math.floor(random() * 3),
          },
        },
      ];
    }
  }
  const wire = pick(random, [...state.connections()]);
  return wire
    ? [{ eventType: 'connectionDeleted', connectionId: wire.id }]
    : [{ eventType: 'commentChanged', nodeId: node.id, comment: `c${roll}` }];
}

function pathNames(state: ReadonlyGraph, id: string): string {
  const names: string[] = [];
  for (
    let at = state.getNode(id);
    at;
    at = at.parentId === undefined ? undefined : state.getNode(at.parentId)
  )
    names.unshift(at.name);
  return names.join('/');
}
