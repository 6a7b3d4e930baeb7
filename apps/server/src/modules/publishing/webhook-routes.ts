import { domainToASCII } from 'node:url';
import { routes, statusWebhookPayloadSchema } from '@nodeloom/api';
import { eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customDomains, publishingWebhookDeliveries } from '../../db/schema/index.js';
import { ConflictError, HttpError, ValidationError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { parseInput } from '../../http/validation.js';
import { recordStatusChange } from './status-events.js';
import { verifyWebhook, WEBHOOK_HEADERS } from './webhook-signature.js';

export const WEBHOOK_REPLAYED = 'This webhook delivery was already received';
const DELIVERY_MEMORY_MS = 24 * 60 * 60 * 1000;

class WebhookNotConfiguredError extends HttpError {
  constructor() {
    super(503, 'WebhookNotConfigured', 'The status webhook is not configured (PUBLISHING_WEBHOOK_SECRET)');
  }
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * POST /publishing/sns-subscriptions: domain and certificate status from the provider, signed
 * with PUBLISHING_WEBHOOK_SECRET (Standard Webhooks: HMAC over id, timestamp and the raw body;
 * 5-minute window; each delivery id taken once). Applies the status and tells the owner.
 */
export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  route(app, routes.publishing.statusWebhook, { config: { publicCrossOrigin: true } }).handle(
    async ({ request }) => {
      const secret = app.config.publishing.webhookSecret;
      if (!secret) throw new WebhookNotConfiguredError();
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const id = header(request.headers[WEBHOOK_HEADERS.id]);
      const check = verifyWebhook(
        secret,
        {
          id,
          timestamp: header(request.headers[WEBHOOK_HEADERS.timestamp]),
          signature: header(request.headers[WEBHOOK_HEADERS.signature]),
        },
        body,
        Math.floor(Date.now() / 1000),
      );
      if (!check.ok) throw new ValidationError(check.reason);
      let json: unknown;
      try {
        json = JSON.parse(body.toString('utf8'));
      } catch {
        throw new ValidationError('body must be JSON');
      }
      const payload = parseInput(statusWebhookPayloadSchema, json, 'body');

      await db
        .delete(publishingWebhookDeliveries)
        .where(lt(publishingWebhookDeliveries.receivedAt, new Date(Date.now() - DELIVERY_MEMORY_MS)));
      const [fresh] = await db
        .insert(publishingWebhookDeliveries)
        .values({ id: id! })
        .onConflictDoNothing()
        .returning();
      if (!fresh) throw new ConflictError(WEBHOOK_REPLAYED, 'WebhookReplayed');

      const domainName = domainToASCII(payload.domainName.replace(/\.$/, '')).toLowerCase();
      const [domain] = await db
        .update(customDomains)
        .set(
          payload.kind === 'domain'
            ? { status: payload.status, ...(payload.status === 'verified' ? { verifiedAt: new Date() } : {}) }
            : { certificateStatus: payload.status },
        )
        .where(eq(customDomains.domainName, domainName))
        .returning();
      if (!domain) return { received: true, applied: false };
      await app.sites.invalidate({ type: 'host', key: `c:${domainName}` });
      await recordStatusChange(db, {
        userId: domain.userId,
        domainName,
        kind: payload.kind,
        status: payload.status,
      });
      return { received: true, applied: true };
    },
  );
}
