// The bare baseline of the benchmark: a node:http server that answers each path with the exact
// bytes (status, content-type, encoding, body) the real app answered, read from a JSON file.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const [file, port] = process.argv.slice(2);
const answers = new Map(
  JSON.parse(readFileSync(file, 'utf8')).map((a) => [a.path, { ...a, body: Buffer.from(a.body, 'base64') }]),
);
createServer((req, res) => {
  const answer = answers.get(req.url);
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, answer.headers).end(answer.body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
