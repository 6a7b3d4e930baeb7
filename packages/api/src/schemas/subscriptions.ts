import { z } from 'zod';
import { isoDateSchema } from './common.js';

export const SUBSCRIPTION_TIERS = ['pro', 'team', 'enterprise'] as const;
export const BILLING_NOT_CONFIGURED_MESSAGE = 'billing is not configured';

const priceId = z
  .string()
  .min(1, 'must not be empty')
  .max(255, 'must be at most 255 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, _ or -');

export const checkoutBodySchema = z.strictObject({
  priceId,
  tier: z.enum(SUBSCRIPTION_TIERS, { error: `must be one of ${SUBSCRIPTION_TIERS.join(', ')}` }),
});
export const checkoutResponseSchema = z.object({ url: z.string() });

/** unitAmount is in minor units (cents); the client divides by 100 (spec 1 §7). */
export const priceSchema = z.object({
  priceId: z.string(),
  unitAmount: z.number().int(),
  currency: z.string(),
});
export const priceParamsSchema = z.object({ priceId });

export const subscriptionSchema = z.object({
  priceId: z.string(),
  tier: z.string(),
  status: z.string(),
  currentPeriodEnd: isoDateSchema.nullable(),
});
export const activeSubscriptionSchema = z.object({ subscription: subscriptionSchema.nullable() });

export const stripeCallbackQuerySchema = z.object({
  sessionId: z.string().min(1, 'must not be empty').max(255, 'must be at most 255 characters'),
});
