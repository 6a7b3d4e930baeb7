import { describe, expect, it } from 'vitest';
import {
  listed,
  type NodeDescriptionInput,
  nodeAccessibleName,
  nodeDescription,
} from './node-description.js';

const plus: NodeDescriptionInput = {
  node: { id: 'p', name: 'plus' },
  definition: {
    inputs: [{ identifier: 'numbers', label: 'Numbers', dataType: 'number' }],
    outputs: [{ identifier: 'result', label: 'Result', dataType: 'number' }],
  },
  levelPath: ['Root'],
  connections: [
    {
      sourceNode: 'c1',
      sourceOutputIdentifier: 'result',
      targetNode: 'p',
      targetInputIdentifier: 'numbers',
      order: 1,
    },
    {
      sourceNode: 'c0',
      sourceOutputIdentifier: 'result',
      targetNode: 'p',
      targetInputIdentifier: 'numbers',
      order: 0,
    },
    {
      sourceNode: 'p',
      sourceOutputIdentifier: 'result',
      targetNode: 'i',
      targetInputIdentifier: 'data',
      order: 0,
    },
  ],
  nameOf: (id) => ({ c0: 'constant', c1: 'constant1', i: 'inspector' })[id],
  outputs: { result: 5 },
  status: { status: 'clean', errors: [] },
};

describe('nodeDescription', () => {
  it('names the node by its name and definition', () => {
    expect(nodeAccessibleName({ name: 'constant1', definitionName: 'constant' })).toBe('constant1, constant');
  });

  it('reads level, wire sources per input in wire order, destinations and the value', () => {
    expect(nodeDescription(plus)).toBe(
      'In level Root. Inputs: numbers from constant and constant1. Outputs: result to inspector (data). Value 5.',
    );
  });

  it('says which sockets are not wired and when there is nothing to say', () => {
    const lone = nodeDescription({ ...plus, connections: [], levelPath: ['Root', 'level1'] });
    expect(lone).toBe(
      'In level Root / level1. Inputs: numbers not wired. Outputs: result not wired. Value 5.',
    );
    const note = nodeDescription({ ...plus, definition: { inputs: [], outputs: [] }, outputs: undefined });
    expect(note).toBe('In level Root. No inputs. No outputs. No value.');
  });

  it('reads the error instead of a value, and a value not computed yet', () => {
    const failed = nodeDescription({
      ...plus,
      outputs: undefined,
      status: { status: 'error', errors: ['Division by zero', 'second'] },
    });
    expect(failed).toMatch(/Error: Division by zero \(and 1 more\)\.$/);
    expect(nodeDescription({ ...plus, outputs: undefined })).toMatch(/Value not computed yet\.$/);
  });

  it('reads each output of a node with several, strings quoted as on the canvas', () => {
    const split = nodeDescription({
      ...plus,
      definition: {
        inputs: [],
        outputs: [
          { identifier: 'head', label: 'Head', dataType: 'string' },
          { identifier: 'tail', label: 'Tail', dataType: 'array' },
        ],
      },
      outputs: { head: 'a', tail: [1, 2] },
    });
    expect(split).toMatch(/Values: head "a"; tail \[1, 2\]\.$/);
  });

  it('joins lists as prose', () => {
    expect(listed([])).toBe('');
    expect(listed(['a'])).toBe('a');
    expect(listed(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
