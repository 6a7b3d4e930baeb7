import { describe, expect, it } from 'vitest';
import { catalogueProblems, registeredModules } from '../shared/catalogue-check.js';

// node-catalogue.md, row "math"
const NAMES = [
  'absolute',
  'ceiling',
  'clamp',
  'complement',
  'decrement',
  'divide',
  'exponent',
  'floor',
  'fraction',
  'increment',
  'maximum',
  'minimum',
  'minus',
  'multiply',
  'negate',
  'plus',
  'remainder',
  'round',
  'sign',
  'sqrt',
  'truncate',
  'noise',
  'random',
  'remap',
];

describe('math catalogue', () => {
  it('registers every name of node-catalogue.md with a valid definition and a rule', () => {
    expect(catalogueProblems('math', NAMES)).toEqual([]);
    for (const name of NAMES) expect(registeredModules('math').get(name)?.rule, name).toBeTypeOf('function');
  });
  it('every math node outputs a number (spec 2 §3 "Math (output a number)")', () => {
    for (const module of registeredModules('math').values())
      expect(module.definition.outputs.map((o) => o.dataType)).toEqual(['number']);
  });
});
