// A small fake of the Stripe endpoints the server calls, on loopback, for tests only.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete';
  client_reference_id: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  priceId: string;
}

export const FAKE_PRICES: Record<string, { unit_amount: number; currency: string }> = {
  price_pro_monthly: { unit_amount: 1900, currency: 'eur' },
};

export interface FakeStripe {
  /** e.g. http://127.0.0.1:PORT, for STRIPE_API_BASE. */
  apiBase: string;
  /** Every request: method, path and the Authorization header. */
  requests: { method: string; path: string; authorization?: string; form: URLSearchParams }[];
  /** Marks a session paid, with an active subscription. */
  complete(sessionId: string): string;
  subscription(id: string): object;
  close(): Promise<void>;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const subscriptions = new Map<string, { id: string; priceId: string; status: string }>();
  const requests: FakeStripe['requests'] = [];
  let counter = 0;
  const periodEnd = Math.floor(Date.parse('2030-01-01T00:00:00Z') / 1000);

  const subscriptionObject = (id: string) => {
    const sub = subscriptions.get(id)!;
    return {
      id,
      object: 'subscription',
      status: sub.status,
      customer: 'cus_test_1',
      items: {
        object: 'list',
        data: [{ id: `si_${id}`, price: { id: sub.priceId }, current_period_end: periodEnd }],
      },
    };
  };
  const sessionObject = (session: FakeSession) => ({
    ...session,
    subscription: session.subscription ? subscriptionObject(session.subscription) : null,
  });

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const form = request.method === 'POST' ? await readForm(request) : url.searchParams;
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      authorization: request.headers.authorization,
      form,
    });
    const send = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      response.end(JSON.stringify(body));
    };
    const missing = (what: string) =>
      send(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
      });

    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      counter += 1;
      const id = `cs_test_${counter}`;
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/pay/${id}`,
        status: 'open',
        client_reference_id: form.get('client_reference_id'),
        metadata: { tier: form.get('metadata[tier]') ?? '' },
        subscription: null,
        priceId: form.get('line_items[0][price]') ?? '',
      };
      sessions.set(id, session);
      return send(200, sessionObject(session));
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && sessionMatch) {
      const session = sessions.get(decodeURIComponent(sessionMatch[1]!));
      return session ? send(200, sessionObject(session)) : missing('checkout.session');
    }
    const priceMatch = /^\/v1\/prices\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && priceMatch) {
      const id = decodeURIComponent(priceMatch[1]!);
      const price = FAKE_PRICES[id];
      return price ? send(200, { id, object: 'price', ...price }) : missing('price');
    }
    const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && subMatch) {
      const id = decodeURIComponent(subMatch[1]!);
      return subscriptions.has(id) ? send(200, subscriptionObject(id)) : missing('subscription');
    }
    return send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL ${url.pathname}` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    complete(sessionId) {
      const session = sessions.get(sessionId)!;
      const subscriptionId = `sub_test_${sessionId}`;
      subscriptions.set(subscriptionId, { id: subscriptionId, priceId: session.priceId, status: 'active' });
      session.status = 'complete';
      session.subscription = subscriptionId;
      return subscriptionId;
    },
    subscription: (id) => subscriptionObject(id),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
