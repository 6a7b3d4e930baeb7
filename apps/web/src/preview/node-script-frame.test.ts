import { describe, expect, it } from 'vitest';
import { nodeScriptDocument } from './node-script-frame.js';
import { SDK_VERSION } from './sdk-script.js';

describe('the node script frame document', () => {
  it('loads the SDK before the node scripts and logs a script that fails to load', () => {
    const html = nodeScriptDocument([{ url: 'https://cdn.example/a.js?x=1&y="2"', nodeId: 'node_a' }]);
    expect(html.indexOf('window.nodeloom')).toBeLessThan(html.indexOf('<script src='));
    expect(html).toContain(`version: "${SDK_VERSION}"`);
    expect(html).toContain('src="https://cdn.example/a.js?x=1&amp;y=&quot;2&quot;"');
    expect(html).toContain(
      'onerror="nodeloom.log(&quot;Failed to load node script https://cdn.example/a.js?x=1&amp;y=\\&quot;2\\&quot;&quot;, \'error\', &quot;node_a&quot;)"',
    );
  });

  it('hosts only the SDK when no node brings a script', () => {
    expect(nodeScriptDocument([])).not.toContain('<script src=');
  });
});
