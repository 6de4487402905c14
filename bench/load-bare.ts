// The load benchmark's ceiling: Fastify (the app's version) with one route and nothing else: no logger, no hooks,
// no plugins, no database. It runs in its own process, as the app does, so the two are loaded the same way and the
// ratio of their answers per second is the cost of the app's own request path.
import Fastify from 'fastify';

const app = Fastify();
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3193), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
