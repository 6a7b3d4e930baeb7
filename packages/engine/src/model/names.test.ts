import { describe, expect, it } from 'vitest';
import { connectionId } from './connection-id.js';
import {
  generateCustomParamId,
  generateNodeId,
  isValidCustomParamId,
  isValidNodeId,
  seededRandom,
} from './ids.js';
import { automaticNodeName, nodeNameProblem, sanitizeNodeName, uniqueNodeName } from './names.js';

describe('node names (spec 2 §5 Node names)', () => {
  it("refuses leading or trailing whitespace: 'Node name cannot contain space'", () => {
    expect(nodeNameProblem(' box', [])).toBe('Node name cannot contain space');
    expect(nodeNameProblem('box\t', [])).toBe('Node name cannot contain space');
  });
  it("refuses an asterisk: 'Node name cannot contain forbidden characters'", () => {
    expect(nodeNameProblem('bo*x', [])).toBe('Node name cannot contain forbidden characters');
  });
  it("refuses a name that looks like a generated id: 'Node name cannot be a generated ID'", () => {
    expect(nodeNameProblem(generateNodeId(seededRandom(3)), [])).toBe('Node name cannot be a generated ID');
  });
  it("refuses a sibling's name: 'Duplicate node name cannot be used {name}'", () => {
    expect(nodeNameProblem('box', ['box'])).toBe('Duplicate node name cannot be used box');
    expect(nodeNameProblem('box', ['other'])).toBeUndefined();
  });
});

describe('automatic naming', () => {
  it('turns spaces and hyphens into underscores and drops other characters', () => {
    expect(sanitizeNodeName('my node-name!é')).toBe('my_node_name');
  });
  it('gives an empty result a generated id that is not a node id', () => {
    const name = sanitizeNodeName('!!!', seededRandom(1));
    expect(name).toMatch(/^n[a-z0-9]{8}$/);
    expect(nodeNameProblem(name, [])).toBeUndefined();
  });
  it('adds a numeric suffix one above the highest existing suffix on a clash', () => {
    expect(uniqueNodeName('box', ['box'])).toBe('box1');
    expect(uniqueNodeName('box', ['box', 'box1', 'box7', 'boxer'])).toBe('box8');
    expect(uniqueNodeName('box', ['other'])).toBe('box');
    expect(automaticNodeName('my box', ['my_box'])).toBe('my_box1');
  });
});

describe('ids', () => {
  it('accepts node_ ids and root context ids only', () => {
    expect(isValidNodeId('node_abc')).toBe(true);
    expect(isValidNodeId('hex')).toBe(true);
    expect(isValidNodeId('abc')).toBe(false);
    expect(isValidNodeId('node_')).toBe(false);
  });
  it('makes custom param ids of 25 lowercase alphanumerics', () => {
    const id = generateCustomParamId(seededRandom(2));
    expect(id).toMatch(/^[a-z0-9]{25}$/);
    expect(isValidCustomParamId(id)).toBe(true);
    expect(isValidCustomParamId('A'.repeat(25))).toBe(false);
  });
});

describe('connection id: a hash of the five fields', () => {
  const wire = {
    sourceNode: 'node_a',
    sourceOutputIdentifier: 'out',
    targetNode: 'node_b',
    targetInputIdentifier: 'in',
    order: 0,
  };
  it('is deterministic', () => {
    expect(connectionId(wire)).toBe(connectionId({ ...wire }));
  });
  it('changes with every field', () => {
    const ids = new Set([
      connectionId(wire),
      connectionId({ ...wire, sourceNode: 'node_c' }),
      connectionId({ ...wire, sourceOutputIdentifier: 'o' }),
      connectionId({ ...wire, targetNode: 'node_c' }),
      connectionId({ ...wire, targetInputIdentifier: 'i' }),
      connectionId({ ...wire, order: 1 }),
    ]);
    expect(ids.size).toBe(6);
  });
});
