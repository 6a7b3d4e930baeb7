// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandboxFrame, FRAME_SANDBOX } from './sandbox-frame.js';

const PREVIEW = 'http://preview.localhost:4000';

function nameOrigin(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'nodeloom-preview-origin';
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the preview frame', () => {
  it('loads the preview document from the origin the page names, sandboxed with an origin of its own', () => {
    nameOrigin(PREVIEW);
    const frame = createSandboxFrame({ title: 'Preview of app', html: '<p>hi</p>' });
    expect(frame.iframe.src).toBe(`${PREVIEW}/preview-frame`);
    expect(frame.iframe.getAttribute('sandbox')).toBe(FRAME_SANDBOX);
    expect(FRAME_SANDBOX).toBe('allow-scripts allow-same-origin allow-forms allow-popups');
    frame.dispose();
  });

  it('answers only its own frame greeting from the preview origin, sending the document there alone', () => {
    nameOrigin(PREVIEW);
    const frame = createSandboxFrame({ title: 'Preview of app', html: '<p>hi</p>' });
    document.body.append(frame.iframe);
    const frameWindow = frame.iframe.contentWindow!;
    const post = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => {});
    const greet = (origin: string, source: Window = frameWindow) =>
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'nodeloom:frameReady' }, origin, source }),
      );
    greet('https://evil.example');
    greet('null');
    greet(PREVIEW, window);
    expect(post).not.toHaveBeenCalled();
    greet(PREVIEW);
    expect(post).toHaveBeenCalledExactlyOnceWith({ type: 'nodeloom:document', html: '<p>hi</p>' }, PREVIEW);
    frame.dispose();
  });

  it('runs nothing when the page names no preview origin, or names the app’s own', () => {
    for (const named of [undefined, window.location.origin, 'not a url']) {
      if (named !== undefined) nameOrigin(named);
      const frame = createSandboxFrame({ title: 'Preview of app', html: '<script>alert(1)</script>' });
      expect(frame.iframe.getAttribute('sandbox')).toBe('');
      expect(frame.iframe.getAttribute('src')).toBeNull();
      expect(frame.iframe.srcdoc).toContain('Previews need the page as the Nodeloom server serves it');
      frame.dispose();
      document.head.innerHTML = '';
    }
  });
});
