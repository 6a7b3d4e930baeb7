import { describe, expect, it } from 'vitest';
import { reference } from './reference.js';

describe('reference: "node path, outputIdentifier"', () => {
  it('holds a node path (node_path_single) and an output identifier, evaluated by the engine', () => {
    expect(reference.definition.parameters.map((p) => [p.name, p.widget])).toEqual([
      ['path', 'node_path_single'],
      ['outputIdentifier', 'string'],
    ]);
    expect(reference.rule).toBeUndefined();
  });
});
