import { GraphBuilder } from '@nodeloom/engine/testing';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import { describe, expect, it } from 'vitest';
import { GLANCE_TEXT_MAX, glanceEntries } from './glance.js';

const registry = createBuiltInRegistry();

describe('glance', () => {
  it('lists the params marked glance, by label in the definition’s order, expressions as = …', () => {
    const g = new GraphBuilder({ defaultParent: 'hex' });
    const id = g.add('constant', 'answer', { params: { type: 'number', value: 42 } });
    const node = g.state.getNode(id)!;
    expect(glanceEntries(node, registry.get('constant'))).toEqual([]);
    const glanced = {
      ...node,
      params: {
        value: { ...node.params.value!, glance: true },
        type: {
          ...node.params.type!,
          glance: true,
          evalType: 'expression' as const,
          expression: '"num" + "ber"',
        },
      },
    };
    expect(glanceEntries(glanced, registry.get('constant'))).toEqual([
      { name: 'type', label: 'Type', text: '= "num" + "ber"' },
      { name: 'value', label: 'Value', text: '42' },
    ]);
  });

  it('cuts a long value', () => {
    const g = new GraphBuilder({ defaultParent: 'hex' });
    const id = g.add('constant', 'long', { params: { type: 'string', value: 'x'.repeat(100) } });
    const node = g.state.getNode(id)!;
    const glanced = { ...node, params: { ...node.params, value: { ...node.params.value!, glance: true } } };
    const [entry] = glanceEntries(glanced, registry.get('constant'));
    expect(entry!.text).toHaveLength(GLANCE_TEXT_MAX);
    expect(entry!.text.endsWith('…')).toBe(true);
  });
});
