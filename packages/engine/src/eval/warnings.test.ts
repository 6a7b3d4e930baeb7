import { describe, expect, it } from 'vitest';
import { GraphBuilder } from '../testing/index.js';
import { testRegistry } from './testing/definitions.js';
import { collectNodeWarnings, type UdnVersionStatus } from './warnings.js';

describe('node warnings (spec 2 §5)', () => {
  it('singletons: globally and on the same level', () => {
    const g = new GraphBuilder();
    const a = g.add('onlyOnce', 'a');
    const b = g.add('onlyOnce', 'b', { parent: 'hex' });
    const e1 = g.add('setEnv', 'e1');
    const e2 = g.add('setEnv', 'e2');
    const elsewhere = g.add('setEnv', 'e3', { parent: 'hex' });
    const w = collectNodeWarnings(g.state, testRegistry());
    expect(w.get(a)).toEqual(['There can only be one instance of onlyOnce node globally.']);
    expect(w.get(b)).toEqual(['There can only be one instance of onlyOnce node globally.']);
    expect(w.get(e1)).toEqual(['There can only be one instance of setEnv node on the same level.']);
    expect(w.get(e2)).toEqual(['There can only be one instance of setEnv node on the same level.']);
    expect(w.get(elsewhere)).toBeUndefined();
  });

  it('level inputs and outputs need a level parent; a multi-input level input stands alone', () => {
    const g = new GraphBuilder();
    const loose = g.add('levelInput', 'loose');
    const level = g.add('level', 'lvl');
    const multi = g.add('levelInput', 'many', { parent: level, params: { isMultiInput: true } });
    const other = g.add('levelInput', 'one', { parent: level });
    const out = g.add('levelOutput', 'out', { parent: level });
    const w = collectNodeWarnings(g.state, testRegistry());
    expect(w.get(loose)).toEqual(['Level input/output node must have a parent node']);
    const alone =
      'If there is a level input node with multi-input, there cannot be other level input nodes on the same level';
    expect(w.get(multi)).toEqual([alone]);
    expect(w.get(other)).toEqual([alone]);
    expect(w.get(out)).toBeUndefined();
  });

  it("context availability: 'This node is not allowed in {context} context'", () => {
    const g = new GraphBuilder();
    const wrong = g.add('taskStart', 'ts', { parent: 'hex' });
    const right = g.add('taskStart', 'ok', { parent: 'tex' });
    const w = collectNodeWarnings(g.state, testRegistry());
    expect(w.get(wrong)).toEqual(['This node is not allowed in htmlContext context']);
    expect(w.get(right)).toBeUndefined();
  });

  it('outdated UDNs: the three messages', () => {
    const g = new GraphBuilder();
    const statuses: Record<string, UdnVersionStatus> = {
      u1: { kind: 'outdated' },
      u2: { kind: 'outdatedDraft' },
      u3: { kind: 'older', version: '1.0.0', latest: '1.2.0' },
      u4: { kind: 'current' },
    };
    const ids = Object.keys(statuses).map((udnId) => {
      const id = g.add('num', udnId);
      g.state.setNode({ ...g.state.getNode(id)!, udnId });
      return id;
    });
    const w = collectNodeWarnings(g.state, testRegistry(), { udnStatus: (n) => statuses[n.udnId!] });
    expect(ids.map((id) => w.get(id))).toEqual([
      ['This node is using an outdated UDN'],
      ['This node is using an outdated UDN draft'],
      ['This node is using UDN v1.0.0, latest version is v1.2.0'],
      undefined,
    ]);
  });
});
