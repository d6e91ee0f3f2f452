// The reference: a bare Fastify route in a process of its own, as the product server runs.
import Fastify from 'fastify';

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ status: 'ok' }));
const url = await bare.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening at ${url}`);
