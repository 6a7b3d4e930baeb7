import type { EventInput } from '../events/index.js';
import { groupNumbers, templatesOf } from '../events/index.js';
import type { ReadonlyGraph } from '../graph/index.js';
import {
  type CustomParam,
  generateCustomParamId,
  generateNodeId,
  type RandomSource,
  ROOT_CONTEXT_IDS,
} from '../model/index.js';

const pick = <T>(random: RandomSource, items: readonly T[]): T | undefined =>
  items.length === 0 ? undefined : items[Math.floor(random() * items.length)];

const numberParam = (random: RandomSource, extra: Partial<CustomParam>): CustomParam => ({
  id: generateCustomParamId(random),
  name: `s${Math.floor(random() * 100_000)}`,
  dataType: 'number',
  value: 0,
  expression: '',
  evalType: 'literal',
  ...extra,
});

/**
 * A random structural edit for fuzzing: multiparam folders (template, insert, delete, move groups),
 * custom param definition changes and deletions, glance, multi-input reorder, level inputs,
 * unpack and pack of the test UDN. Undefined when nothing fits the picked node.
 */
export function randomStructuralEdit(state: ReadonlyGraph, random: RandomSource): EventInput[] | undefined {
  const editable = [...state.nodes()].filter((n) => !ROOT_CONTEXT_IDS.has(n.id));
  const node = pick(random, editable);
  if (!node) return undefined;
  const customs = Object.values(node.customParams);
  const folders = customs.filter((p) => p.folderType === 'multiparam');
  const roll = random();
  if (roll < 0.1)
    return [
      {
        eventType: 'customParamAdded',
        nodeId: node.id,
        customParam: numberParam(random, { widget: 'folder', folderType: 'multiparam' }),
      },
    ];
  const folder = pick(random, folders);
  if (roll < 0.2 && folder) {
    const instanceIds: Record<string, string> = {};
    for (const g of groupNumbers(node, folder.id)) instanceIds[String(g)] = generateCustomParamId(random);
    return [
      {
        eventType: 'multiParamTemplateCreated',
        nodeId: node.id,
        folderId: folder.id,
        template: numberParam(random, { defaultValue: 3 }),
        instanceIds,
      },
    ];
  }
  if (roll < 0.35 && folder) {
    const groups = groupNumbers(node, folder.id);
    const instanceIds: Record<string, string> = {};
    for (const t of templatesOf(node, folder.id)) instanceIds[t.id] = generateCustomParamId(random);
    return [
      {
        eventType: 'multiParamInstanceGroupInserted',
        nodeId: node.id,
        folderId: folder.id,
        groupNumber: 1 + Math.floor(random() * (groups.length + 1)),
        instanceIds,
      },
    ];
  }
  if (roll < 0.45 && folder) {
    const groups = groupNumbers(node, folder.id);
    const g = pick(random, groups);
    if (g !== undefined) {
      return random() < 0.5
        ? [
            {
              eventType: 'multiParamInstanceGroupDeleted',
              nodeId: node.id,
              folderId: folder.id,
              groupNumber: g,
            },
          ]
        : [
            {
              eventType: 'multiParamInstanceGroupMoved',
              nodeId: node.id,
              folderId: folder.id,
              from: g,
              to: pick(random, groups)!,
            },
          ];
    }
  }
  const custom = pick(random, customs);
  if (roll < 0.55 && custom) {
    const changes = pick(random, [
      { label: 'L' },
      { min: random() < 0.5 ? 'x' : 2 },
      { order: 3, description: 'd' },
      { name: `r${Math.floor(random() * 100)}` },
    ])!;
    return [
      { eventType: 'customParamDefinitionChanged', nodeId: node.id, customParamId: custom.id, changes },
    ];
  }
  if (roll < 0.6 && custom)
    return [{ eventType: 'customParamDeleted', nodeId: node.id, customParamId: custom.id }];
  if (roll < 0.65 && custom)
    return [
      {
        eventType: 'customParamGlanceChanged',
        nodeId: node.id,
        customParamId: custom.id,
        glance: random() < 0.5,
      },
    ];
  if (roll < 0.7 && node.definitionName === 'box')
    return [{ eventType: 'paramGlanceChanged', nodeId: node.id, paramName: 'width', glance: random() < 0.5 }];
  if (roll < 0.8 && node.definitionName === 'sum') {
    const ids = state.connectionsToInput(node.id, 'values').map((c) => c.id);
    return [
      {
        eventType: 'multiInputReordered',
        nodeId: node.id,
        inputIdentifier: 'values',
        connectionIds: ids.reverse(),
      },
    ];
  }
  if (roll < 0.85 && (node.definitionName === 'level' || node.unpacked)) {
    return [
      {
        eventType: 'nodeCreated',
        nodeId: generateNodeId(random),
        definitionName: pick(random, ['levelInput', 'levelOutput'])!,
        parentId: node.id,
      },
    ];
  }
  if (roll < 0.9) {
    const parent = pick(
      random,
      editable.filter((n) => n.definitionName === 'level'),
    );
    if (parent)
      return [
        {
          eventType: 'nodeCreated',
          nodeId: generateNodeId(random),
          definitionName: 'my udn',
          parentId: parent.id,
        },
      ];
  }
  if (node.definitionName === 'my udn' && !node.unpacked) {
    const inner = {
      eventType: 'nodeCreated',
      eventId: `inner_${generateNodeId(random)}`,
      timestamp: 0,
      nodeId: generateNodeId(random),
      definitionName: 'levelInput',
      parentId: node.id,
    };
    return [{ eventType: 'unpacked', nodeId: node.id, innerEvents: [inner], connections: [] }];
  }
  if (node.unpacked)
    return [
      { eventType: 'packed', nodeId: node.id, udnId: 'udn_1', definitionName: 'my udn', connections: [] },
    ];
  return undefined;
}
