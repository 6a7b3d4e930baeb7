// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('debug flags (spec 1 §9, local storage debug_*)', () => {
  it('reads a flag once per page load: a change takes effect on reload', async () => {
    localStorage.setItem('debug_nodeId', 'true');
    const { debugFlag } = await import('./debugFlags.js');
    expect(debugFlag('nodeId')).toBe(true);
    expect(debugFlag('nodeRendering')).toBe(false);
    localStorage.setItem('debug_nodeRendering', '1');
    expect(debugFlag('nodeRendering')).toBe(false);
    vi.resetModules();
    expect((await import('./debugFlags.js')).debugFlag('nodeRendering')).toBe(true);
  });

  it("logs under a flag's name only when it is set; 'false' and '0' leave it off", async () => {
    localStorage.setItem('debug_nodeParserPerformance', 'yes');
    localStorage.setItem('debug_nodeHooks', 'false');
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const { debugLog } = await import('./debugFlags.js');
    debugLog('nodeParserPerformance', 'evaluated n1 in 0.50 ms');
    debugLog('nodeHooks', 'useNodeModel');
    expect(debug.mock.calls).toEqual([['[debug_nodeParserPerformance]', 'evaluated n1 in 0.50 ms']]);
  });
});
