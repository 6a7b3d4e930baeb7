import { describe, expect, it } from 'vitest';
import { Evaluator } from '../eval/evaluator.js';
import { type ParamDefinition, seededRandom } from '../model/index.js';
import {
  autoUpdateEvents,
  changeToUdnEvent,
  packEvents,
  udnUpdateStrategyEvent,
  unpackEvents,
} from './pack.js';
import { doublerProject, udnMetadata } from './testing.js';

const setup = () => doublerProject(5);

describe('pack and unpack (spec 2 §4 UDN nodes)', () => {
  it('unpacks into a level with new node and custom-param ids, remapped wires and repack mappings', async () => {
    const { project, history, library, a, d, box } = setup();
    history.dispatch(unpackEvents(project.state, library, d, seededRandom(9)));
    expect(project.warnings).toEqual([]);
    const node = project.state.getNode(d)!;
    expect(node).toMatchObject({ unpacked: true, definitionName: 'level', udnId: 'udn_d1' });
    const { nodeIdMapping, customParamIdMapping } = node.udnRepackMappings!;
    expect(Object.keys(nodeIdMapping).sort()).toEqual(['node_add', 'node_in', 'node_out']);
    const children = [...project.state.childrenOf(d)].sort();
    expect(children).toEqual(Object.values(nodeIdMapping).sort());
    const add = project.state.getNode(nodeIdMapping.node_add)!;
    const newParamId = customParamIdMapping.abcdefghijklmnopqrstuvwxy;
    expect(newParamId).toMatch(/^[a-z0-9]{25}$/);
    expect(add.customParams[newParamId]).toMatchObject({ id: newParamId, name: 'note' });
    expect(project.state.connectionsToInput(d, nodeIdMapping.node_in).map((w) => w.sourceNode)).toEqual([a]);
    expect(project.state.connectionsFrom(d).map((w) => w.sourceOutputIdentifier)).toEqual([
      nodeIdMapping.node_out,
    ]);
    const evaluator = new Evaluator({ graph: project.state, registry: project.registry });
    expect(await evaluator.evaluate(box)).toEqual({ ok: true, outputs: { out: 42 } });
  });

  it('packs back: inner nodes gone, the UDN definition restored, wires mapped to the UDN sockets', () => {
    const { project, history, library, a, d } = setup();
    history.dispatch(unpackEvents(project.state, library, d, seededRandom(9)));
    history.dispatch(packEvents(project.state, library, d));
    const node = project.state.getNode(d)!;
    expect(node.unpacked).toBeUndefined();
    expect(node.definitionName).toBe('doubler');
    expect([...project.state.childrenOf(d)]).toEqual([]);
    expect(project.state.connectionsToInput(d, 'node_in').map((w) => w.sourceNode)).toEqual([a]);
    expect(project.state.connectionsFrom(d).map((w) => w.sourceOutputIdentifier)).toEqual(['node_out']);
  });

  it("refuses 'Cannot unpack node' without a UDN, its graph, or when already unpacked", () => {
    const { project, history, library, a, d } = setup();
    expect(() => unpackEvents(project.state, library, a)).toThrow('Cannot unpack node');
    history.dispatch(unpackEvents(project.state, library, d, seededRandom(9)));
    expect(() => unpackEvents(project.state, library, d)).toThrow('Cannot unpack node');
  });

  it("udnUpdateStrategy 'auto' moves a node to the newest version of its group; 'manual' does not", () => {
    const { project, history, library, d } = setup();
    library.registerMetadata([udnMetadata('udn_d2', 'doubler_v2', '2.0.0', 'g')]);
    expect(autoUpdateEvents(project.state, library)).toEqual([]);
    history.dispatch([udnUpdateStrategyEvent(d, 'auto')]);
    expect(autoUpdateEvents(project.state, library)).toEqual([
      {
        eventType: 'definitionChanged',
        nodeId: d,
        definitionName: 'doubler_v2',
        params: {},
        udnId: 'udn_d2',
      },
    ]);
    history.dispatch(autoUpdateEvents(project.state, library));
    expect(project.state.getNode(d)).toMatchObject({ definitionName: 'doubler_v2', udnId: 'udn_d2' });
  });

  it("changing a node to a UDN the library does not hold refuses 'UDN not found'", () => {
    const { project, library, d } = setup();
    expect(() => changeToUdnEvent(project.state.getNode(d)!, library, 'udn_missing')).toThrow(
      expect.objectContaining({ code: 'UdnDefinitionNotFound', message: 'UDN not found' }),
    );
    expect(changeToUdnEvent(project.state.getNode(d)!, library, 'udn_d1')).toEqual({
      eventType: 'definitionChanged',
      nodeId: d,
      definitionName: 'doubler',
      params: {},
      udnId: 'udn_d1',
    });
  });

  it("a node moved to an older version gets that version's params, not the newest one's", () => {
    const { project, history, library, d } = setup();
    const param = (name: string, defaultValue: number): ParamDefinition => ({
      name,
      label: name,
      dataType: 'number',
      defaultValue,
      widget: 'float',
    });
    library.registerMetadata([
      udnMetadata('udn_p1', 'padded', '1.0.0', 'p', { parameters: [param('gap', 1)] }),
      udnMetadata('udn_p2', 'padded', '2.0.0', 'p', { parameters: [param('gap', 2), param('edge', 3)] }),
    ]);
    history.dispatch([changeToUdnEvent(project.state.getNode(d)!, library, 'udn_p2')]);
    expect(Object.keys(project.state.getNode(d)!.params).sort()).toEqual(['edge', 'gap']);
    history.dispatch([changeToUdnEvent(project.state.getNode(d)!, library, 'udn_p1')]);
    // the same-named value is kept; what v1 does not declare goes
    expect(project.state.getNode(d)!.params).toEqual({
      gap: { name: 'gap', value: 2, expression: '', evalType: 'literal' },
    });
  });
});
