import { z } from 'zod';
import { ValidationError } from '../../http/errors.js';
import { findUnstorableText, unstorableTextMessage } from '../../http/unstorable-text.js';
import { parseInput } from '../../http/validation.js';

// The parts of Stripe objects the server reads, checked before use: a signed event can still have
// a shape this code does not expect (another API version, a hand-made test event). Such an event
// is a 400 naming the field, never a 500; event types the server does not handle stay 200-ignored.

/** Unix seconds up to the year 9999: later ones are no date the database can store. */
const unixSeconds = z.number().int().min(0).max(253_402_300_799);

export const subscriptionShape = z.object({
  id: z.string().min(1),
  status: z.string().min(1),
  customer: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  /** Older API versions put the period end on the subscription, newer ones on its items. */
  current_period_end: unixSeconds.optional(),
  items: z
    .object({
      data: z.array(
        z.object({
          price: z.object({ id: z.string() }).nullish(),
          current_period_end: unixSeconds.optional(),
        }),
      ),
    })
    .optional(),
});
export type SubscriptionShape = z.infer<typeof subscriptionShape>;

const checkoutSessionShape = z.object({
  client_reference_id: z.string().nullish(),
  subscription: z.union([z.string(), subscriptionShape]).nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

const HANDLED_EVENTS = {
  'checkout.session.completed': checkoutSessionShape,
  'customer.subscription.updated': subscriptionShape,
  'customer.subscription.deleted': subscriptionShape,
} as const;

export type HandledStripeEvent =
  | { type: 'checkout.session.completed'; object: z.infer<typeof checkoutSessionShape> }
  | {
      type: 'customer.subscription.updated' | 'customer.subscription.deleted';
      object: SubscriptionShape;
    };

/** Checks a Stripe object against `shape` (400 naming the field), text included. */
export function parseStripeObject<S extends z.ZodType>(shape: S, value: unknown, where: string): z.infer<S> {
  const parsed = parseInput(shape, value, 'body');
  const unstorable = findUnstorableText(parsed);
  if (unstorable) throw new ValidationError(unstorableTextMessage(unstorable, where));
  return parsed;
}

/** The event's object, checked, when its type is one the server handles; undefined otherwise. */
export function parseHandledEvent(event: unknown): HandledStripeEvent | undefined {
  const { type } = parseStripeObject(z.object({ type: z.string() }), event, 'type');
  if (!Object.hasOwn(HANDLED_EVENTS, type)) return undefined;
  const shape = HANDLED_EVENTS[type as keyof typeof HANDLED_EVENTS];
  const { data } = parseStripeObject(z.object({ data: z.object({ object: shape }) }), event, 'data');
  return { type, object: data.object } as HandledStripeEvent;
}
