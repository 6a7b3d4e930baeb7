// The reference server of the liveness bench: Fastify with defaults (no logger, no plugins) and one
// route answering the same body as /health/live. Listens on 127.0.0.1:$PORT.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ status: 'ok' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
