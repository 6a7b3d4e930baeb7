import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from './webhook-signature.js';

const body = Buffer.from('{"kind":"domain","domainName":"a.example.org","status":"verified"}');
const now = 1_800_000_000;

describe('status webhook signature', () => {
  it('accepts its own signature among several, with a whsec_ or a plain secret', () => {
    for (const secret of ['whsec_c2VjcmV0LWJ5dGVz', 'plain secret']) {
      const signature = `v1,bm90IGl0 ${signWebhook(secret, 'msg_1', now, body)}`;
      expect(verifyWebhook(secret, { id: 'msg_1', timestamp: String(now), signature }, body, now)).toEqual({
        ok: true,
      });
    }
  });

  it('keys a whsec_ secret by its base64 bytes, as Standard Webhooks does', () => {
    expect(signWebhook('whsec_c2VjcmV0LWJ5dGVz', 'id', now, body)).toBe(
      signWebhook('secret-bytes', 'id', now, body),
    );
  });

  it('refuses another id, a timestamp past 5 minutes either way, and missing headers', () => {
    const signature = signWebhook('s', 'msg_1', now, body);
    expect(verifyWebhook('s', { id: 'msg_2', timestamp: String(now), signature }, body, now).ok).toBe(false);
    expect(verifyWebhook('s', { id: 'msg_1', timestamp: String(now), signature }, body, now + 301)).toEqual({
      ok: false,
      reason: 'webhook-timestamp is outside the 5-minute window',
    });
    expect(verifyWebhook('s', { id: 'msg_1', timestamp: String(now), signature }, body, now - 301).ok).toBe(
      false,
    );
    expect(verifyWebhook('s', { id: 'msg_1', timestamp: String(now), signature }, body, now + 300).ok).toBe(
      true,
    );
    expect(verifyWebhook('s', { id: 'msg_1', signature }, body, now).ok).toBe(false);
  });
});
