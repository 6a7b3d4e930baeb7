import type { GraphNode } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { type NodePreset, presetEdits, presetParamsOf } from './presets.js';

const node = {
  id: 'node_preset000000001',
  definitionName: 'stringSlice',
  name: 'slice',
  position: { x: 0, y: 0 },
  size: { width: 160, height: 50 },
  color: '#808080',
  comment: '',
  params: {
    start: { name: 'start', value: 2, expression: '', evalType: 'literal' },
    end: { name: 'end', value: 0, expression: '$start + 3', evalType: 'expression' },
  },
  customParams: {},
  flags: {},
} as GraphNode;

const preset = (params: Record<string, unknown>): NodePreset => ({
  id: 'a'.repeat(24),
  name: 'p',
  definitionName: 'stringSlice',
  params,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('node presets', () => {
  it('keeps each defined param with its literal, expression and eval type, defaults for the unset', () => {
    const definition = {
      parameters: [
        { name: 'start', defaultValue: 0 },
        { name: 'step', defaultValue: 1 },
      ],
    };
    expect(presetParamsOf(node, definition as never)).toEqual({
      step: { value: 1, expression: '', evalType: 'literal' },
      start: { value: 2, expression: '', evalType: 'literal' },
      end: { value: 0, expression: '$start + 3', evalType: 'expression' },
    });
  });

  it('applies as value, expression and eval type edits, skipping params the definition does not have', () => {
    const edits = presetEdits(
      preset({ end: { value: 9, expression: '', evalType: 'literal' }, gone: { value: 1 } }),
      node.id,
      new Set(['start', 'end']),
    );
    expect(edits).toEqual([
      { nodeId: node.id, param: 'end', field: 'value', value: 9 },
      { nodeId: node.id, param: 'end', field: 'expression', value: '' },
      { nodeId: node.id, param: 'end', field: 'evalType', value: 'literal' },
    ]);
  });

  it('takes a bare preset value as a literal', () => {
    expect(
      presetEdits(preset({ start: 5 }), node.id, new Set(['start'])).map((e) => [e.field, e.value]),
    ).toEqual([
      ['value', 5],
      ['expression', ''],
      ['evalType', 'literal'],
    ]);
  });
});
