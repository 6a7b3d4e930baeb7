import { NodeRuleError } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../shared/catalogue-check.js';
import { runOutput, runRule } from '../shared/rule-harness.js';
import faker from './faker.js';
import { FAKER_TYPES } from './faker-catalogue.js';

describe('generator catalogue', () => {
  it('registers faker (node-catalogue.md row "generator") with a valid definition', () => {
    expect(catalogueProblems('generator', ['faker'])).toEqual([]);
  });
  it('has seed default 0, type default word.adjective and options default empty (spec 2 §3)', () => {
    const defaults = Object.fromEntries(faker.definition.parameters.map((p) => [p.name, p.defaultValue]));
    expect(defaults).toEqual({ seed: 0, type: 'word.adjective', options: '' });
  });
  it("builds the type menu from faker's own modules and methods", () => {
    expect(FAKER_TYPES).toContain('word.adjective');
    expect(FAKER_TYPES).toContain('person.firstName');
    expect(FAKER_TYPES).toContain('number.int');
    expect(FAKER_TYPES.some((t) => t.startsWith('helpers.') || t.endsWith('.constructor'))).toBe(false);
    expect(FAKER_TYPES.length).toBeGreaterThan(150);
  });
});

describe('faker', () => {
  it('gives the same value for the same seed and another for another seed', async () => {
    const first = await runOutput(faker);
    expect(typeof first).toBe('string');
    expect(await runOutput(faker)).toBe(first);
    const others = await Promise.all([1, 2, 3].map((seed) => runOutput(faker, { params: { seed } })));
    expect(others.some((v) => v !== first)).toBe(true);
  });
  it('passes JSON options, or a wired options object, to the method', async () => {
    const value = await runOutput(faker, { params: { type: 'number.int', options: '{"min": 5, "max": 5}' } });
    expect(value).toBe(5);
    expect(
      await runOutput(faker, { params: { type: 'number.int' }, inputs: { options: { min: 9, max: 9 } } }),
    ).toBe(9);
  });
  it('retries without options when the call with them fails (spec 2 §8)', async () => {
    const warnings: string[] = [];
    const run = { params: { type: 'word.adjective', options: '{"length": {"min": 100, "max": 200}}' } };
    const value = await runOutput(faker, { ...run, warnings });
    expect(value).toBe(await runOutput(faker));
    expect(warnings).toEqual([
      'faker word.adjective failed with the options, retried without them: No words found that match the given length.',
    ]);
  });
  it('generates without options when the options are not JSON', async () => {
    const warnings: string[] = [];
    expect(await runOutput(faker, { params: { options: '{oops' }, warnings })).toBe(await runOutput(faker));
    expect(warnings[0]).toMatch(
      /^faker word.adjective: options are not valid JSON \(.+\); generated without options$/,
    );
  });
  it('an unknown type names itself', async () => {
    await expect(runRule(faker, { params: { type: 'word.nothing' } })).rejects.toThrow(
      new NodeRuleError('Invalid input, unknown faker type: word.nothing'),
    );
  });
});
