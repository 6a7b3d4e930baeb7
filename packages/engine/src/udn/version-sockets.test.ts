import { describe, expect, it } from 'vitest';
import { portsOf } from '../events/ports.js';
import { changeToUdnEvent } from './pack.js';
import { doublerProject, udnMetadata } from './testing.js';

/** v2 of the doubler adds a second input: its usages of v1 keep v1's one input until upgraded. */
function withVersion2(seed: number) {
  const t = doublerProject(seed);
  t.library.registerMetadata([
    udnMetadata('udn_d2', 'doubler', '2.0.0', 'g', {
      inputs: [
        { identifier: 'node_in', label: 'x', dataType: 'number' },
        { identifier: 'node_scale', label: 'scale', dataType: 'number' },
      ],
      outputs: [{ identifier: 'node_out', label: 'result', dataType: 'number' }],
    }),
  ]);
  return t;
}

const inputLabels = (t: ReturnType<typeof withVersion2>, id: string) =>
  portsOf(t.project.state, t.project.registry, t.project.state.getNode(id)!).inputs.map((p) => p.label);

describe('each UDN usage has its own version’s sockets', () => {
  it('an old usage keeps its version’s inputs after a newer version is registered', () => {
    const t = withVersion2(3);
    expect(t.project.registry.get('doubler')?.udnId).toBe('udn_d2');
    expect(t.project.state.getNode(t.d)?.udnId).toBe('udn_d1');
    expect(inputLabels(t, t.d)).toEqual(['x']);
  });

  it('upgrading moves the usage to the new version’s sockets and keeps its wires', () => {
    const t = withVersion2(4);
    t.history.dispatch([changeToUdnEvent(t.project.state.getNode(t.d)!, t.library, 'udn_d2')]);
    expect(inputLabels(t, t.d)).toEqual(['x', 'scale']);
    const wiresIn = [...t.project.state.connections()].filter((c) => c.targetNode === t.d);
    expect(wiresIn.map((c) => c.targetInputIdentifier)).toEqual(['node_in']);
  });
});
