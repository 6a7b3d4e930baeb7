import { NodeRuleError } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../shared/catalogue-check.js';
import { runOutput, runRule } from '../shared/rule-harness.js';
import { faker } from './faker.js';
import { CATALOGUE_TYPES } from './faker-catalogue.js';
import { FAKER_TYPES } from './faker-types.js';

describe('generator catalogue', () => {
  it('registers faker (node-catalogue.md row "generator") with a valid definition', () => {
    expect(catalogueProblems('generator', ['faker'])).toEqual([]);
  });
  it('has seed default 0, type default word.adjective and options default empty (spec 2 §3)', () => {
    const defaults = Object.fromEntries(faker.definition.parameters.map((p) => [p.name, p.defaultValue]));
    expect(defaults).toEqual({ seed: 0, type: 'word.adjective', options: '' });
  });
  it("reads the types from faker's own modules and methods", () => {
    expect(CATALOGUE_TYPES).toContain('word.adjective');
    expect(CATALOGUE_TYPES).toContain('person.firstName');
    expect(CATALOGUE_TYPES).toContain('number.int');
    expect(CATALOGUE_TYPES.some((t) => t.startsWith('helpers.') || t.endsWith('.constructor'))).toBe(false);
    expect(CATALOGUE_TYPES.length).toBeGreaterThan(150);
  });
  it('lists in faker-types.ts exactly the types the installed faker has (rewrite the list after an upgrade)', () => {
    expect([...FAKER_TYPES]).toEqual(CATALOGUE_TYPES);
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
