import { describe, expect, it } from 'vitest';
import { pluginUrl } from './plugin-url.js';

const APP = 'http://127.0.0.1:3000';

describe('pluginUrl', () => {
  it('takes https addresses and the app’s own pages', () => {
    expect(pluginUrl(' https://plugins.example.com/colour?x=1 ', APP)).toEqual({
      ok: true,
      url: 'https://plugins.example.com/colour?x=1',
    });
    expect(pluginUrl('/plugins/demo.html', APP)).toEqual({ ok: true, url: `${APP}/plugins/demo.html` });
  });

  it('refuses other schemes and origins with the spec’s message', () => {
    for (const raw of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'http://elsewhere.example.com/',
      'http://[',
    ]) {
      expect(pluginUrl(raw, APP)).toEqual({ ok: false, error: `Invalid URL: ${raw}` });
    }
  });
});
