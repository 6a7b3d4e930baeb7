import { describe, expect, it } from 'vitest';
import { getEnv } from './getEnv.js';
import { getEnvInternal } from './getEnvInternal.js';
import { ruleResult } from './rule-context.testing.js';
import { setEnv } from './setEnv.js';

const env = { API_URL: 'https://local.dev', LEVEL: 'child' };
const parentEnv = { API_URL: 'https://parent.dev', ONLY_PARENT: 1 };
const read = (params: Record<string, unknown>) => ruleResult(getEnv, { params, env, parentEnv });

describe('getEnv: "key, disableLocalOverride, fallbackValue"', () => {
  it('reads the value at this node: "a local definition overrides a parent one"', async () => {
    expect(await read({ key: 'API_URL' })).toEqual({ value: 'https://local.dev' });
  });

  it("reads the parent levels' value with disableLocalOverride", async () => {
    expect(await read({ key: 'API_URL', disableLocalOverride: true })).toEqual({
      value: 'https://parent.dev',
    });
    await expect(read({ key: 'LEVEL', disableLocalOverride: true })).rejects.toThrow(
      'Environment variable not found: LEVEL',
    );
  });

  it('accepts the expression form @NAME as key', async () => {
    expect(await read({ key: '@API_URL' })).toEqual({ value: 'https://local.dev' });
  });

  it('outputs the fallback when the variable is missing', async () => {
    expect(await read({ key: 'MISSING', fallbackValue: 'none' })).toEqual({ value: 'none' });
  });

  it('keeps falsy values that are set (edge)', async () => {
    expect(await ruleResult(getEnv, { params: { key: 'N' }, env: { N: 0 } })).toEqual({ value: 0 });
    expect(await ruleResult(getEnv, { params: { key: 'E', fallbackValue: 'x' }, env: { E: '' } })).toEqual({
      value: '',
    });
  });

  it('"getEnv throws when no fallback is set and the variable is missing"', async () => {
    await expect(read({ key: 'MISSING' })).rejects.toThrow('Environment variable not found: MISSING');
    await expect(ruleResult(getEnv, { params: { key: 'U' }, env: { U: undefined } })).rejects.toThrow(
      'Environment variable not found: U',
    );
  });

  it('needs a key', async () => {
    await expect(read({ key: '  ' })).rejects.toThrow('Key is required');
  });
});

describe('getEnvInternal', () => {
  it('outputs the whole environment, with and without the local override', async () => {
    expect(await ruleResult(getEnvInternal, { env, parentEnv })).toEqual({ env, parentEnv });
    expect(await ruleResult(getEnvInternal)).toEqual({ env: {}, parentEnv: {} });
  });
});

describe('setEnv: "envs object, read as @NAME, passed down levels, local singleton"', () => {
  it('is a local singleton', () => {
    expect(setEnv.definition.localSingleton).toBe(true);
  });

  it('outputs the envs, given as an object or JSON text', async () => {
    expect(await ruleResult(setEnv, { params: { envs: { API_URL: 'x' } } })).toEqual({
      envs: { API_URL: 'x' },
    });
    expect(await ruleResult(setEnv, { params: { envs: '{"DEBUG": true}' } })).toEqual({
      envs: { DEBUG: true },
    });
    expect(await ruleResult(setEnv)).toEqual({ envs: {} });
  });

  it('refuses envs that are not an object', async () => {
    await expect(ruleResult(setEnv, { params: { envs: '[1]' } })).rejects.toThrow(
      'Invalid input, envs is not an object',
    );
  });

  it('refuses names that cannot be read as @NAME', async () => {
    await expect(ruleResult(setEnv, { params: { envs: { 'API-URL': 1 } } })).rejects.toThrow(
      'Invalid identifier: API-URL',
    );
  });
});
