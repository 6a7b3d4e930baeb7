import { NodeRuleError } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { runOutput } from '../shared/rule-harness.js';
import { clamp } from './clamp.js';
import { noise } from './noise.js';
import { random } from './random.js';
import { remap } from './remap.js';

describe('clamp', () => {
  it('defaults to min 0 and max 100 (spec 2 §3)', async () => {
    expect(await runOutput(clamp, { inputs: { number: 150 } })).toBe(100);
    expect(await runOutput(clamp, { inputs: { number: -5 } })).toBe(0);
    expect(await runOutput(clamp, { inputs: { number: 42 } })).toBe(42);
  });
  it('keeps the boundaries and honours wired limits', async () => {
    expect(await runOutput(clamp, { inputs: { number: 100 } })).toBe(100);
    expect(await runOutput(clamp, { inputs: { number: 5, min: 10, max: 20 } })).toBe(10);
  });
  it("'Invalid input' for a non-number", async () => {
    await expect(runOutput(clamp, { inputs: { number: 'a' } })).rejects.toThrow(
      new NodeRuleError('Invalid input'),
    );
  });
});

describe('remap', () => {
  it('maps 0..100 onto 0..100 by default and onto a new range', async () => {
    expect(await runOutput(remap, { inputs: { value: 25 } })).toBe(25);
    expect(await runOutput(remap, { inputs: { value: 25 }, params: { newMin: 0, newMax: 1 } })).toBe(0.25);
    expect(
      await runOutput(remap, {
        inputs: { value: 5 },
        params: { originalMin: 0, originalMax: 10, newMin: 100, newMax: 200 },
      }),
    ).toBe(150);
  });
  it('does not clamp outside the original range', async () => {
    expect(await runOutput(remap, { inputs: { value: 200 }, params: { newMax: 10 } })).toBe(20);
  });
  it("'Invalid input, <name> is not a number' per non-numeric field", async () => {
    await expect(runOutput(remap, { inputs: { value: 'x' } })).rejects.toThrow(
      new NodeRuleError('Invalid input, value is not a number'),
    );
    await expect(runOutput(remap, { inputs: { newMax: null } })).rejects.toThrow(
      new NodeRuleError('Invalid input, newMax is not a number'),
    );
  });
  it("'Invalid input, originalMin and originalMax are the same'", async () => {
    await expect(runOutput(remap, { params: { originalMin: 3, originalMax: 3 } })).rejects.toThrow(
      new NodeRuleError('Invalid input, originalMin and originalMax are the same'),
    );
  });
});

describe('noise', () => {
  it('is repeatable for a seed and lies in -1..1', async () => {
    const run = { params: { x: 1.3, y: 2.7, seed: 7 } };
    const a = (await runOutput(noise, run)) as number;
    expect(await runOutput(noise, run)).toBe(a);
    expect(Math.abs(a)).toBeLessThanOrEqual(1);
    expect(await runOutput(noise, { params: { x: 1.3, y: 2.7, seed: 8 } })).not.toBe(a);
  });
  it('samples 3 and 4 dimensions and scale 0 gives the origin', async () => {
    const at3 = await runOutput(noise, { params: { dimension: 3, x: 1.1, y: 2.2, z: 3.3 } });
    const at4 = await runOutput(noise, { params: { dimension: 4, x: 1.1, y: 2.2, z: 3.3, w: 4.4 } });
    expect(at3).not.toBe(at4);
    expect(await runOutput(noise, { params: { x: 50, y: 50, scale: 0 } })).toBe(0);
  });
  it('a wired array overrides the coordinates', async () => {
    const fromParams = await runOutput(noise, { params: { x: 3.1, y: 4.2 } });
    expect(await runOutput(noise, { inputs: { coordinates: [3.1, 4.2] }, params: { x: 0, y: 0 } })).toBe(
      fromParams,
    );
  });
  it("'Invalid input' for a coordinate that is not a number or a dimension outside 2 to 4", async () => {
    const invalid = new NodeRuleError('Invalid input');
    await expect(runOutput(noise, { inputs: { coordinates: ['a', 1] } })).rejects.toThrow(invalid);
    await expect(runOutput(noise, { inputs: { coordinates: 3 } })).rejects.toThrow(invalid);
    await expect(runOutput(noise, { params: { dimension: 5 } })).rejects.toThrow(invalid);
  });
});

describe('random', () => {
  it('gives a number from 0 to 1, repeatable with a seed', async () => {
    const value = (await runOutput(random)) as number;
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThan(1);
    const seeded = await runOutput(random, { params: { seed: 0 } });
    expect(await runOutput(random, { params: { seed: 0 } })).toBe(seeded);
    expect(await runOutput(random, { params: { seed: 1 } })).not.toBe(seeded);
  });
});
