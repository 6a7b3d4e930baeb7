import { describe, expect, it } from 'vitest';
import { harness } from './testing/harness.js';

describe('params: literals, expressions and coercion', () => {
  it('reads own params, custom params and other nodes by path (relative to the level, or absolute)', async () => {
    const h = harness();
    const box = h.graph.add('num', 'box', { params: { value: 4, extra: 10 } });
    const page = h.graph.add('level', 'page', { parent: 'hex' });
    const header = h.graph.add('text', 'header', { parent: page, params: { text: 'Welcome' } });
    const n = h.graph.add('num', 'n', {
      params: { value: { expression: 'box.$value * 2 + $extra' }, extra: 1 },
    });
    const t = h.graph.add('text', 't', {
      params: { text: { expression: '/hex/page/header.$text + " " + $mine' } },
    });
    h.graph.addCustomParam(t, 'mine', 'friend');
    const deep = h.graph.add('num', 'deep', {
      parent: page,
      params: { value: { expression: '../../fex/box.$value + ./header.$text' } },
    });
    expect(await h.value(n, 'value')).toBe(9);
    expect(await h.value(t, 'value')).toBe('Welcome friend');
    expect(await h.value(deep, 'value')).toBe(0); // '4Welcome' is not a number
    h.graph.setParam(header, 'text', '1');
    expect(await h.value(deep, 'value')).toBe(41);
    expect(box && header).toBeTruthy();
  });

  it('coerces to the data type: string to text, number to number or 0, boolean to truthy', async () => {
    const h = harness();
    const n = h.graph.add('num', 'n', { params: { value: { expression: '"12"' } } });
    const z = h.graph.add('num', 'z', { params: { value: { expression: '"twelve"' } } });
    const t = h.graph.add('text', 't', { params: { text: { expression: '1 + 2' } } });
    expect(await h.value(n, 'value')).toBe(12);
    expect(await h.value(z, 'value')).toBe(0);
    expect(await h.value(t, 'value')).toBe('3');
    expect(h.evaluator.params.nodeValues(n).params.value).toBe(12);
  });

  it('a failing expression returns the default silently', async () => {
    const h = harness();
    const n = h.graph.add('num', 'n', { params: { value: { expression: 'missing.$value + (' } } });
    const m = h.graph.add('num', 'm', { params: { value: { expression: '@UNSET' } } });
    expect(await h.value(n, 'value')).toBe(0);
    expect(await h.value(m, 'value')).toBe(0);
    expect(h.evaluator.messages(n)).toEqual([]);
    expect(h.evaluator.params.entry(m, 'value')?.error).toBe('Environment value not set: @UNSET');
  });

  it("a cycle shows 'Cyclic reference detected in expression: ...' on every node of it, with the default", async () => {
    const h = harness();
    const a = h.graph.add('num', 'a', { params: { value: { expression: 'b.$value + 1' } } });
    const b = h.graph.add('num', 'b', { params: { value: { expression: 'a.$value + 1' } } });
    const c = h.graph.add('num', 'c', { params: { value: { expression: 'a.$value + 5' } } });
    const self = h.graph.add('num', 's', { params: { value: { expression: '$value' } } });
    expect(await h.value(c, 'value')).toBe(5);
    expect(await h.value(a, 'value')).toBe(0);
    expect(h.evaluator.messages(a)).toEqual(['Cyclic reference detected in expression: b.$value + 1']);
    expect(h.evaluator.messages(b)).toEqual(['Cyclic reference detected in expression: a.$value + 1']);
    expect(h.evaluator.messages(c)).toEqual([]);
    expect(await h.value(self, 'value')).toBe(0);
    expect(h.evaluator.messages(self)).toEqual(['Cyclic reference detected in expression: $value']);
  });

  it('a change re-evaluates expression dependants (and their downstream)', async () => {
    const h = harness();
    const src = h.graph.add('num', 'src', { params: { value: 1 } });
    const dep = h.graph.add('num', 'dep', { params: { value: { expression: 'src.$value * 10' } } });
    const plus = h.graph.add('add', 'plus');
    h.graph.wire(dep, 'value', plus, 'a');
    expect(await h.value(plus, 'sum')).toBe(10);
    h.graph.setParam(src, 'value', 2);
    h.sync();
    expect(h.evaluator.status(dep)).toBe('Dirty');
    expect(h.evaluator.status(plus)).toBe('Dirty');
    expect(await h.value(plus, 'sum')).toBe(20);
  });

  it('renaming or creating a node re-resolves the paths that name it', async () => {
    const h = harness();
    const dep = h.graph.add('num', 'dep', { params: { value: { expression: 'box.$value' } } });
    expect(await h.value(dep, 'value')).toBe(0);
    const box = h.graph.add('num', 'box', { params: { value: 3 } });
    expect(await h.value(dep, 'value')).toBe(3);
    h.graph.rename(box, 'crate');
    expect(await h.value(dep, 'value')).toBe(0);
    h.graph.rename(box, 'box');
    expect(await h.value(dep, 'value')).toBe(3);
    h.graph.remove(box);
    expect(await h.value(dep, 'value')).toBe(0);
  });

  it('moving a level re-resolves the relative paths of the nodes below it', async () => {
    const h = harness();
    h.graph.add('num', 'box', { params: { value: 1 } });
    const other = h.graph.add('level', 'other');
    h.graph.add('num', 'box', { parent: other, params: { value: 7 } });
    const page = h.graph.add('level', 'page');
    const inner = h.graph.add('level', 'inner', { parent: page });
    const deep = h.graph.add('num', 'deep', {
      parent: inner,
      params: { value: { expression: '../../box.$value' } },
    });
    const sum = h.graph.add('add', 'sum', { parent: inner });
    h.graph.wire(deep, 'value', sum, 'a');
    expect(await h.value(sum, 'sum')).toBe(1);
    h.graph.reparent(page, other);
    expect(await h.value(sum, 'sum')).toBe(7);
    h.graph.reparent(page, 'fex');
    expect(await h.value(deep, 'value')).toBe(1);
  });

  it('evaluates hideWhen / disableWhen conditions over the node params (failures are false)', async () => {
    const h = harness();
    const start = h.graph.add('loopStart', 'start', { params: { loopMethod: 'inputArray' } });
    h.sync();
    expect(h.evaluator.params.condition(start, '$loopMethod != "number"')).toBe(true);
    expect(h.evaluator.params.condition(start, 'not $nothing')).toBe(false);
    expect(h.evaluator.params.condition(start, '')).toBe(false);
  });
});
