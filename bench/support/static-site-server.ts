// The reference of the publishing bench: @fastify/static over a built site directory (SITE_DIR),
// with public/ also served from the root as the site server does. Listens on 127.0.0.1:$PORT.
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const app = Fastify();
await app.register(fastifyStatic, { root: [process.env.SITE_DIR!, `${process.env.SITE_DIR}/public`] });
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
