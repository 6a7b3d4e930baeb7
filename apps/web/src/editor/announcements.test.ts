import { GraphBuilder } from '@nodeloom/engine/testing';
import { describe, expect, it } from 'vitest';
import {
  batchAnnouncement,
  errorAnnouncement,
  mergeAnnouncements,
  tallyText,
  valueAnnouncement,
} from './announcements.js';

/** constant → plus1, the changes of what `act` does afterwards */
function after(act: (g: GraphBuilder) => void) {
  const g = new GraphBuilder({ defaultParent: 'hex', nodeId: (name) => name });
  g.add('constant', 'constant');
  g.add('plus', 'plus1');
  g.wire('constant', 'value', 'plus1', 'numbers');
  g.take();
  act(g);
  const changes = g.take();
  const reads = { nodeName: (id: string) => g.state.getNode(id)?.name, focused: 'plus1' };
  return {
    node: (id: string) => g.state.getNode(id)!,
    said: (source: 'user' | 'undo' | 'redo' | 'remote' | 'replay' = 'user', more = {}) =>
      batchAnnouncement({ source, changes }, { ...reads, ...more })?.text,
  };
}

describe('batchAnnouncement: the user’s own action', () => {
  it('says a node added, deleted, renamed or moved by its name', () => {
    expect(after((g) => g.add('plus', 'plus2')).said()).toBe('plus2 added');
    expect(after((g) => g.remove('plus1')).said()).toBe('plus1 deleted');
    expect(after((g) => g.rename('plus1', 'sum')).said()).toBe('plus1 renamed to sum');
    const plus1 = after(() => {}).node('plus1');
    const moved = {
      type: 'nodeUpdated' as const,
      before: plus1,
      after: { ...plus1, position: { x: 40, y: 0 } },
    };
    expect(
      batchAnnouncement(
        { source: 'user', changes: [moved] },
        { nodeName: () => 'plus1', focused: undefined },
      ),
    ).toEqual({
      text: 'plus1 moved',
    });
  });

  it('says a wire made or removed by its ends and input; a deleted node’s own wires go unsaid', () => {
    const g2 = (g: GraphBuilder) => g.add('constant', 'constant1');
    expect(
      after((g) => {
        g2(g);
        g.take();
        g.wire('constant1', 'value', 'plus1', 'numbers', 1);
      }).said(),
    ).toBe('constant1 wired to plus1 input numbers');
    expect(after((g) => g.unwire(g.state.connectionsToInput('plus1', 'numbers')[0]!.id)).said()).toBe(
      'constant unwired from plus1 input numbers',
    );
    expect(after((g) => g.remove('constant')).said()).toBe('constant deleted');
  });

  it('counts a burst of one kind: a paste of 50 nodes is "50 nodes added"', () => {
    const pasted = after((g) => {
      for (let i = 0; i < 50; i++) g.add('constant', `c${i}`);
      g.wire('c0', 'value', 'c1', 'numbers');
    });
    expect(pasted.said()).toBe('50 nodes added');
  });

  it('says what undo and redo did, and nothing for a replay', () => {
    expect(after((g) => g.remove('plus1')).said('undo')).toBe('Undo: plus1 deleted');
    expect(after((g) => g.add('plus', 'plus2')).said('redo')).toBe('Redo: plus2 added');
    expect(after((g) => g.add('plus', 'plus2')).said('replay')).toBeUndefined();
  });
});

describe('batchAnnouncement: a collaborator’s edit', () => {
  it('is said only when it touches the focused node, naming who', () => {
    const edit = after((g) => g.setParam('plus1', 'numbers', 3));
    expect(edit.said('remote', { collaboratorOf: () => 'Ana' })).toBe('Ana changed plus1');
    expect(edit.said('remote')).toBe('A collaborator changed plus1');
    expect(edit.said('remote', { focused: 'constant' })).toBeUndefined();
    expect(edit.said('remote', { focused: undefined })).toBeUndefined();
    expect(after((g) => g.remove('plus1')).said('remote', { collaboratorOf: () => 'Ana' })).toBe(
      'Ana deleted plus1',
    );
    // a collaborator's new node elsewhere is not the user's news
    expect(after((g) => g.add('plus', 'plus2')).said('remote')).toBeUndefined();
  });
});

describe('values, errors and merging', () => {
  it('says a value, several outputs by name, and an error', () => {
    expect(valueAnnouncement('plus1', { result: 5 }, String)?.text).toBe('plus1 = 5');
    expect(valueAnnouncement('split', { a: 1, b: 2, c: 3, d: 4 }, String)?.text).toBe(
      'split: a = 1, b = 2, c = 3, 1 more',
    );
    expect(valueAnnouncement('nothing', {}, String)).toBeUndefined();
    expect(valueAnnouncement('inner', { value: '' }, String)?.text).toBe('inner = empty');
    expect(errorAnnouncement('plus1', 'Invalid input').text).toBe('plus1: Invalid input');
  });

  it('adds up waiting tallies of one verb; a consequence keeps the action it follows; else the newer replaces', () => {
    const one = { text: 'plus1 added', tally: { verb: 'added' as const, count: 1 } };
    const two = { text: '2 nodes added', tally: { verb: 'added' as const, count: 2 } };
    expect(mergeAnnouncements(one, two).text).toBe('3 nodes added');
    // a consequence keeps the action it follows; a newer consequence replaces the older one
    const wired = {
      text: 'constant wired to plus1 input numbers',
      tally: { verb: 'wired' as const, count: 1 },
    };
    const five = mergeAnnouncements(wired, { text: 'plus1 = 5' });
    expect(five.text).toBe('constant wired to plus1 input numbers. plus1 = 5');
    expect(mergeAnnouncements(five, { text: 'plus1 = 6' }).text).toBe(
      'constant wired to plus1 input numbers. plus1 = 6',
    );
    expect(mergeAnnouncements({ text: 'plus1 = 4' }, { text: 'plus1 = 5' }).text).toBe('plus1 = 5');
    expect(mergeAnnouncements(five, one).text).toBe(one.text);
    expect(tallyText('wired', 2)).toBe('2 wires added');
    expect(tallyText('unwired', 1)).toBe('1 wire removed');
  });
});
