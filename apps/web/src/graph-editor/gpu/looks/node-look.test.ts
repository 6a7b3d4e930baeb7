import type { GraphNode } from '@nodeloom/engine';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import { describe, expect, it } from 'vitest';
import type { NodeStatusView } from '../../../editor/index.js';
import { nodeKindOf } from '../../model/node-kinds.js';
import { plainNode } from '../fake-source.test-support.js';
import { bodyKey, type LookInputs, nodeLookOf } from './node-look.js';

const registry = createBuiltInRegistry();
const CLEAN: NodeStatusView = { status: 'clean', errors: [], warnings: [] };

function inputs(node: GraphNode, more: Partial<LookInputs> = {}): LookInputs {
  return {
    node,
    definition: registry.get(node.definitionName),
    kind: nodeKindOf(node),
    shape: 'plate',
    selected: false,
    status: CLEAN,
    diff: undefined,
    ...more,
  };
}

const param = (name: string, value: unknown, glance?: boolean) => ({
  name,
  value,
  expression: '',
  evalType: 'literal' as const,
  ...(glance ? { glance } : {}),
});

describe('nodeLookOf', () => {
  it('reads the flags as marks', () => {
    const node = { ...plainNode('a', 'plus'), flags: { bypass: true, preview: true, param: true } };
    const look = nodeLookOf(inputs(node));
    expect([look.bypass, look.preview, look.paramPin]).toEqual([true, true, true]);
  });

  it('writes the first own error under the node, with how many more there are', () => {
    const status: NodeStatusView = { status: 'error', errors: ['Broken'], warnings: ['Careful'] };
    expect(nodeLookOf(inputs(plainNode('a', 'plus'), { status })).message).toEqual({
      text: 'Broken',
      tone: 'error',
      more: 1,
    });
    expect([nodeLookOf(inputs(plainNode('a', 'plus'), { status })).errors]).toEqual([1]);
  });

  it('lists glanced params and the comment unless hideComment is set', () => {
    const node = {
      ...plainNode('c', 'constant'),
      comment: 'why',
      params: { value: param('value', 41, true) },
    };
    const look = nodeLookOf(inputs(node));
    expect(look.glance).toEqual([{ name: 'value', label: 'Value', text: '41' }]);
    expect(look.comment).toBe('why');
    expect(nodeLookOf(inputs({ ...node, flags: { hideComment: true } })).comment).toBe('');
  });

  it("shows a ghost's failed data instead of a comment", () => {
    const node = { ...plainNode('g', 'gone'), isGhost: true, comment: '{"x":1}' };
    const look = nodeLookOf(inputs(node));
    expect([look.ghostData, look.comment]).toEqual(['{"x":1}', '']);
  });

  it("draws a sticky note's text in its own font, with its toggles, and no name tag", () => {
    const node = {
      ...plainNode('s', 'stickyNote'),
      params: {
        text: param('text', 'Hello'),
        fontSize: param('fontSize', 24),
        italic: param('italic', true),
        alignment: param('alignment', 'center'),
        showTitleBar: param('showTitleBar', true),
        showBorder: param('showBorder', false),
      },
    };
    const look = nodeLookOf(inputs(node));
    expect(look.text).toMatchObject({ content: 'Hello', align: 'center', color: '#000' });
    expect(look.text?.font).toMatchObject({ size: 24, weight: '400', italic: true });
    expect([look.titleBar, look.background, look.border, look.nameTag]).toEqual([true, true, false, false]);
  });

  it("lists a selected plate's outputs, '…' until they are computed", () => {
    const node = plainNode('a', 'plus');
    expect(nodeLookOf(inputs(node)).outputs).toBeNull();
    expect(nodeLookOf(inputs(node, { selected: true })).outputs).toEqual([{ key: 'result', text: '…' }]);
    expect(nodeLookOf(inputs(node, { selected: true, outputs: { result: 3 } })).outputs).toEqual([
      { key: 'result', text: '3' },
    ]);
  });

  it('gives the isometric shape to plates only', () => {
    expect(nodeLookOf(inputs(plainNode('a', 'plus'), { shape: 'isometric' })).shape).toBe('isometric');
    expect(nodeLookOf(inputs(plainNode('s', 'stickyNote'), { shape: 'isometric' })).shape).toBe('plate');
  });
});

describe('bodyKey', () => {
  const body = (more: Partial<LookInputs> = {}, selected = false) => {
    const look = nodeLookOf(inputs(plainNode('a', 'plus'), more));
    return { kind: 'plate' as const, width: 160, height: 50, fill: '#808080', selected, look };
  };

  it('is shared by nodes that look alike and differs where the look does', () => {
    expect(bodyKey(body(), 'full')).toBe(bodyKey(body(), 'full'));
    expect(bodyKey(body({}, true), 'full')).not.toBe(bodyKey(body(), 'full'));
    expect(bodyKey(body({ diff: 'added' }), 'full')).not.toBe(bodyKey(body(), 'full'));
  });

  it('leaves the status row out below full detail, but not a failure ring', () => {
    const warned = body({ status: { status: 'clean', errors: [], warnings: ['w'] } });
    expect(bodyKey(warned, 'plain')).toBe(bodyKey(body(), 'plain'));
    expect(bodyKey(warned, 'full')).not.toBe(bodyKey(body(), 'full'));
    const failed = body({ status: { status: 'error', errors: ['e'], warnings: [] } });
    expect(bodyKey(failed, 'plain')).not.toBe(bodyKey(body(), 'plain'));
  });
});
