import { describe, expect, it } from 'vitest';
import { DefinitionRegistry } from '../model/index.js';
import { nodeDefinition, UdnLibrary } from './library.js';
import { doublerGraph, innerNode, udnMetadata } from './testing.js';
import { compareUdnVersions, newestVersion } from './versions.js';

function library() {
  const warnings: string[] = [];
  const registry = new DefinitionRegistry();
  return { lib: new UdnLibrary(registry, { warn: (m) => warnings.push(m) }), registry, warnings };
}

describe('UDN versions', () => {
  it("orders semantic versions, 'outdated' below all and 'latestDraft' above all", () => {
    expect(compareUdnVersions('1.10.0', '1.2.0')).toBeGreaterThan(0);
    expect(compareUdnVersions('latestDraft', '99.0.0')).toBeGreaterThan(0);
    expect(compareUdnVersions('outdated', '0.0.1')).toBeLessThan(0);
    expect(newestVersion(['1.0.0', 'latestDraft', 'outdated', '2.0.0'])).toBe('latestDraft');
  });
});

describe('UDN registration (spec 2 §5, §8)', () => {
  it('registers metadata as a definition, only once per UDN', () => {
    const { lib, registry } = library();
    expect(lib.registerMetadata([udnMetadata('udn_1', 'doubler', '1.0.0')])).toEqual(['udn_1']);
    expect(registry.get('doubler')).toMatchObject({ udnId: 'udn_1', hasSubLevel: true });
    expect(lib.registerMetadata([udnMetadata('udn_1', 'other', '2.0.0')])).toEqual([]);
    expect(lib.metadata('udn_1')?.definition.definitionName).toBe('doubler');
  });

  it("refuses, with a logged warning only, a UDN without a sub-level or named 'level'", () => {
    const { lib, warnings, registry } = library();
    const flat = udnMetadata('udn_2', 'flat', '1.0.0', 'g', { hasSubLevel: false });
    expect(lib.registerMetadata([flat, udnMetadata('udn_3', 'level', '1.0.0')])).toEqual([]);
    expect(warnings).toEqual([
      'Provided node is not a valid UDN id=udn_2 name=flat',
      "Cannot register UDN with name 'level', id=udn_3",
    ]);
    expect(registry.has('level')).toBe(false);
  });

  it('registers internals only after metadata, and only with inner nodes', () => {
    const { lib } = library();
    expect(() => lib.registerInternals(doublerGraph('udn_1'))).toThrow(
      'Cannot register events for unknown UDN id=udn_1, register metadata first',
    );
    lib.registerMetadata([udnMetadata('udn_1', 'doubler', '1.0.0')]);
    expect(() =>
      lib.registerInternals({ ...doublerGraph('udn_1'), graph: { nodes: [], connections: [] } }),
    ).toThrow('No events found for UDN id=udn_1 name=doubler');
    lib.registerInternals(doublerGraph('udn_1'));
    expect(lib.internals('udn_1')?.graph.nodes).toHaveLength(3);
  });

  it("a node of an unknown UDN: 'UDN {name} is not registered in the node library, id={id}'", () => {
    const { lib } = library();
    const node = { ...innerNode('node_x', 'ghostUdn', 'x'), udnId: 'udn_9' };
    expect(() => lib.requireFor(node)).toThrow(
      'UDN ghostUdn is not registered in the node library, id=udn_9',
    );
  });
});

describe('version groups', () => {
  it('finds the newest of a group and tells a node how outdated its UDN is', () => {
    const { lib } = library();
    lib.registerMetadata([
      udnMetadata('v1', 'button_v1', '1.0.0'),
      udnMetadata('v2', 'button_v2', '1.2.0'),
      udnMetadata('draft', 'button_draft', 'latestDraft'),
      udnMetadata('old', 'button_old', 'outdated'),
      udnMetadata('oldDraft', 'button_old_draft', 'outdated', 'group_1', { draft: true }),
      udnMetadata('solo', 'solo', '0.1.0', 'group_2'),
    ]);
    expect(lib.versionGroup('group_1').map((m) => m.definition.udnId)).toEqual([
      'draft',
      'v2',
      'v1',
      'old',
      'oldDraft',
    ]);
    expect(lib.latestInGroup('v1')?.definition.udnId).toBe('draft');
    const status = (udnId: string) => lib.versionStatus({ ...innerNode('node_n', 'x', 'n'), udnId });
    expect(status('v1')).toEqual({ kind: 'older', version: '1.0.0', latest: '1.2.0' });
    expect(status('v2')).toEqual({ kind: 'current' });
    expect(status('draft')).toEqual({ kind: 'current' });
    expect(status('old')).toEqual({ kind: 'outdated' });
    expect(status('oldDraft')).toEqual({ kind: 'outdatedDraft' });
    expect(status('solo')).toEqual({ kind: 'current' });
  });
});

describe('each version its own definition', () => {
  const socket = (identifier: string) => ({ identifier, label: identifier, dataType: 'string' as const });
  const versions = [
    udnMetadata('v1', 'card', '1.0.0', 'group_1', { inputs: [socket('title')] }),
    udnMetadata('v2', 'card', '2.0.0', 'group_1', { inputs: [socket('title'), socket('image')] }),
    udnMetadata('draft', 'card', 'latestDraft', 'group_1', { inputs: [socket('body')] }),
  ];
  const inputsOf = (d: { inputs: { identifier: string }[] } | undefined) =>
    d?.inputs.map((i) => i.identifier);

  it('a usage of an old version keeps that version’s sockets after a newer one is registered', () => {
    const { lib, registry } = library();
    lib.registerMetadata(versions);
    const usage = (udnId: string) => ({ ...innerNode('node_c', 'card', 'c'), udnId });
    expect(inputsOf(lib.definitionOf(usage('v1')))).toEqual(['title']);
    expect(inputsOf(nodeDefinition(registry, usage('v1')))).toEqual(['title']);
    expect(inputsOf(nodeDefinition(registry, usage('v2')))).toEqual(['title', 'image']);
    expect(inputsOf(lib.definition('draft'))).toEqual(['body']);
  });

  it('the registry lists the newest published version under the name, in whatever order they arrive', () => {
    for (const order of [versions, [...versions].reverse(), [versions[1]!, versions[2]!, versions[0]!]]) {
      const { lib, registry } = library();
      for (const item of order) lib.registerMetadata([item]);
      expect(registry.get('card')?.udnId).toBe('v2');
    }
  });

  it('a group with only a draft lists the draft; a node without a UDN uses the registry', () => {
    const { lib, registry } = library();
    lib.registerMetadata([versions[2]!]);
    expect(registry.get('card')?.udnId).toBe('draft');
    expect(nodeDefinition(registry, innerNode('node_p', 'card', 'p'))?.udnId).toBe('draft');
    expect(nodeDefinition(new DefinitionRegistry(), { definitionName: 'card', udnId: 'v1' })).toBeUndefined();
  });
});

describe('a UDN written again', () => {
  it('replaces its registered metadata and definition, and the name lists the right version', () => {
    const { lib, registry } = library();
    lib.registerMetadata([udnMetadata('draft', 'card', 'latestDraft')]);
    lib.replaceMetadata([udnMetadata('draft', 'card', 'latestDraft', 'group_1', { description: 'new' })]);
    expect(lib.metadata('draft')?.definition.description).toBe('new');
    expect(registry.get('card')?.description).toBe('new');
    // renamed: the old name is no longer listed
    lib.replaceMetadata([udnMetadata('draft', 'tile', 'latestDraft'), udnMetadata('v1', 'tile', '1.0.0')]);
    expect(registry.has('card')).toBe(false);
    expect(registry.get('tile')?.udnId).toBe('v1');
    expect(lib.definition('draft')?.definitionName).toBe('tile');
  });
});
