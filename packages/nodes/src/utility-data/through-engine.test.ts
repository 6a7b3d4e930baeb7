import { describe, expect, it } from 'vitest';
import { WiredGraph } from './wired-graph.testing.js';

describe('utility/data through the engine', () => {
  it('setEnv values pass down levels and a local value overrides a parent one (getEnv, getEnvInternal)', async () => {
    const graph = new WiredGraph();
    const outer = graph.add('level', 'outer');
    graph.add('setEnv', 'env', { parent: outer, params: { envs: { MODE: 'parent', ONLY: 1 } } });
    const inner = graph.add('level', 'inner', { parent: outer });
    graph.add('setEnv', 'env', { parent: inner, params: { envs: { MODE: 'local' } } });
    const local = graph.add('getEnv', 'local', { parent: inner, params: { key: 'MODE' } });
    const parent = graph.add('getEnv', 'parent', {
      parent: inner,
      params: { key: 'MODE', disableLocalOverride: true },
    });
    const all = graph.add('getEnvInternal', 'all', { parent: inner });
    expect(await graph.evaluate(local)).toEqual({ value: 'local' });
    expect(await graph.evaluate(parent)).toEqual({ value: 'parent' });
    expect(await graph.evaluate(all)).toEqual({
      env: { MODE: 'local', ONLY: 1 },
      parentEnv: { MODE: 'parent', ONLY: 1 },
    });
  });

  it('getEnv fails on the node when no fallback is set and the variable is missing', async () => {
    const graph = new WiredGraph();
    const read = graph.add('getEnv', 'read', { params: { key: 'API_URL' } });
    expect(await graph.evaluate(read)).toEqual({
      error: 'Failed to parse node read getEnv: Environment variable not found: API_URL',
    });
  });

  it("codeFormat formats wired code; reference outputs another node's output by path", async () => {
    const graph = new WiredGraph();
    const code = graph.add('getEnv', 'code', { params: { key: 'NONE', fallbackValue: 'a{color:red}' } });
    const format = graph.add('codeFormat', 'format', { params: { parser: 'css' } });
    graph.wire(code, 'value', format, 'code');
    const ref = graph.add('reference', 'ref', { params: { path: '/fex/format', outputIdentifier: 'code' } });
    expect(await graph.evaluate(format)).toEqual({ code: 'a {\n  color: red;\n}\n' });
    expect(await graph.evaluate(ref)).toEqual({ output: 'a {\n  color: red;\n}\n' });
  });

  it('getTimestamp reads the platform clock', async () => {
    const graph = new WiredGraph();
    const stamp = graph.add('getTimestamp', 'stamp', { params: { format: 'custom', customFormat: 'YYYY' } });
    expect(await graph.evaluate(stamp, { now: () => Date.UTC(2026, 5, 1) })).toEqual({ timestamp: '2026' });
  });
});
