import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/index.js';
import { PREVIEW_FRAME_PATH } from './preview-frame.js';

describe('the preview frame document', () => {
  let served: TestApp;
  beforeAll(async () => {
    served = await createTestApp();
  });
  afterAll(async () => served.close());

  it('is sandboxed to an opaque origin by its own policy, framable wherever the workspace is', async () => {
    const response = await served.app.inject({ method: 'GET', url: PREVIEW_FRAME_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const policy = String(response.headers['content-security-policy']);
    const directives = policy.split('; ');
    expect(directives[0]).toBe('sandbox allow-scripts');
    expect(policy).not.toContain('allow-same-origin');
    expect(directives).toContain('frame-ancestors *');
    // an iframe node's embed code (a video, a map) is a frame over https, sandboxed in turn
    expect(directives).toContain('frame-src https:');
    expect(directives.find((d) => d.startsWith('connect-src'))).toMatch(/\/api\/nest\/forms\/$/);
  });

  it('takes a document only from its parent', async () => {
    const response = await served.app.inject({ method: 'GET', url: PREVIEW_FRAME_PATH });
    expect(response.body).toContain('event.source !== parent');
    expect(response.body).toContain("parent.postMessage({ type: 'nodeloom:frameReady' }, '*')");
  });
});
