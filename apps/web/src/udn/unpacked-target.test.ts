import type { GraphNode } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { unpackedUdnTarget } from './unpacked-target.js';

const nodes: Record<string, Partial<GraphNode>> = {
  hex: {},
  card: { udnId: 'udn_1', unpacked: true },
  inner: { parentId: 'card' },
  packed: { udnId: 'udn_1' },
  plain: {},
};

function editor(selected: string[], path: string[]) {
  return {
    nodes: { get: (id: string) => (nodes[id] ? ({ id, ...nodes[id] } as GraphNode) : undefined) },
    selection: { ids: () => new Set(selected) },
    view: { levelPath: () => path.map((id) => ({ id, name: id })) },
  };
}

describe('the unpacked UDN the UDN editor saves', () => {
  it('is the given node only when it is an unpacked UDN', () => {
    expect(unpackedUdnTarget(editor([], ['hex']), 'card')).toBe('card');
    expect(unpackedUdnTarget(editor(['card'], ['hex']), 'packed')).toBeUndefined();
  });

  it('else a selected unpacked UDN, else the one whose insides are open', () => {
    expect(unpackedUdnTarget(editor(['plain', 'card'], ['hex']), undefined)).toBe('card');
    expect(unpackedUdnTarget(editor(['inner'], ['hex', 'card']), undefined)).toBe('card');
  });

  it('is none with nothing suitable selected or open', () => {
    expect(unpackedUdnTarget(editor(['packed', 'plain'], ['hex']), undefined)).toBeUndefined();
  });
});
