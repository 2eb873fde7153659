// The baselines of the benchmark: a server that answers each path with the exact bytes (status,
// content-type, encoding, body) the real app answered, read from a JSON file. `node` (default) is
// a bare node:http server; `fastify` is Fastify itself, no plugin, no logger, one catch-all route:
// the floor that any Fastify app stands on, on this machine, in the same run. A path recorded as
// `/path?*` answers every query string of that path (the targets that never ask the same URL twice).
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [file, port, kind = 'node'] = process.argv.slice(2);
const answers = new Map(
  JSON.parse(readFileSync(file, 'utf8')).map((a) => [a.path, { ...a, body: Buffer.from(a.body, 'base64') }]),
);
const ready = () => process.send?.('ready');
const answerTo = (url) => answers.get(url) ?? answers.get(`${url.split('?')[0]}?*`);

if (kind === 'fastify') {
  const app = Fastify({ logger: false });
  app.get('/*', (request, reply) => {
    const answer = answerTo(request.url);
    if (!answer) return reply.code(404).send();
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  });
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  ready();
} else {
  createServer((req, res) => {
    const answer = answerTo(req.url);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers).end(answer.body);
  }).listen(Number(port), '127.0.0.1', ready);
}
