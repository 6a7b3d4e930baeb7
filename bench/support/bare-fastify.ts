// The reference server of the HTTP benches: Fastify with defaults (no logger, no plugins) and one
// route answering the same body as /health/live. Listens on 127.0.0.1:$PORT.
//
// With BARE_ANSWERS (JSON: a list of { path, status, headers, body }), it also answers each path
// with exactly that status, those headers and that body: the Nodeloom server's answers, recorded by
// the bench, so a run can tell what sending our answer costs from what our request path costs.
import Fastify from 'fastify';

interface RecordedAnswer {
  path: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

const app = Fastify();
app.get('/', async () => ({ status: 'ok' }));
for (const answer of JSON.parse(process.env.BARE_ANSWERS ?? '[]') as RecordedAnswer[]) {
  app.get(answer.path, async (_request, reply) =>
    reply.code(answer.status).headers(answer.headers).send(answer.body),
  );
}
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
