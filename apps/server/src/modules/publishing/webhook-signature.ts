import { createHmac, timingSafeEqual } from 'node:crypto';

/** Deliveries older or newer than this are refused (replays, skewed clocks). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

/** The HMAC key: a `whsec_` secret is base64 after the prefix (Standard Webhooks); else its UTF-8 bytes. */
function keyOf(secret: string): Buffer {
  return secret.startsWith('whsec_') ? Buffer.from(secret.slice(6), 'base64') : Buffer.from(secret, 'utf8');
}

/** `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<raw body>">`, the Standard Webhooks scheme. */
export function signWebhook(secret: string, id: string, timestamp: number, body: Buffer | string): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.`).update(body).digest('base64');
  return `v1,${mac}`;
}

export type WebhookCheck = { ok: true } | { ok: false; reason: string };

/**
 * Checks a delivery: the timestamp within WEBHOOK_TOLERANCE_SECONDS of now, and one of the
 * space-separated signatures equal (in constant time) to ours over the exact raw body.
 */
export function verifyWebhook(
  secret: string,
  headers: { id?: string; timestamp?: string; signature?: string },
  body: Buffer,
  nowSeconds: number,
): WebhookCheck {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature) {
    return { ok: false, reason: 'webhook-id, webhook-timestamp and webhook-signature headers are required' };
  }
  const seconds = Number(timestamp);
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowSeconds - seconds) > WEBHOOK_TOLERANCE_SECONDS) {
    return { ok: false, reason: 'webhook-timestamp is outside the 5-minute window' };
  }
  const expected = Buffer.from(signWebhook(secret, id, seconds, body));
  const matches = signature
    .split(' ')
    .map((candidate) => Buffer.from(candidate))
    .some((candidate) => candidate.length === expected.length && timingSafeEqual(candidate, expected));
  return matches ? { ok: true } : { ok: false, reason: 'Webhook signature verification failed' };
}
