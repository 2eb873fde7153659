import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';

/**
 * A client that never finishes its headers or its body is cut off (real sockets on a listening
 * server): a few idle sockets cannot hold the server. HEADERS_TIMEOUT=1 and REQUEST_TIMEOUT=2 here.
 */
const HEADERS_SECONDS = 1;
const REQUEST_SECONDS = 2;
/** Node checks for expired requests twice a second (see server/app.ts): the cut-off comes within this much more. */
const SLACK_MS = 2000;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ HEADERS_TIMEOUT: String(HEADERS_SECONDS), REQUEST_TIMEOUT: String(REQUEST_SECONDS) });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => t?.close());

/** Opens a socket, writes `head`, then stalls; resolves with what the server sent and when it closed the socket. */
function stall(head: string, giveUpMs: number): Promise<{ closedAfterMs: number | null; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = '';
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(head));
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => {});
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ closedAfterMs: null, answer });
    }, giveUpMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
  });
}

describe('slow clients are cut off', () => {
  it('headers that never end: closed within HEADERS_TIMEOUT', async () => {
    const { closedAfterMs, answer } = await stall('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n', 10_000);
    expect(closedAfterMs, 'the server kept the socket open').not.toBeNull();
    expect(closedAfterMs!).toBeGreaterThanOrEqual(HEADERS_SECONDS * 1000 - 100);
    expect(closedAfterMs!).toBeLessThan(HEADERS_SECONDS * 1000 + SLACK_MS);
    expect(answer).toMatch(/^HTTP\/1\.1 408|^$/);
  });

  it('a connection that sends nothing at all: closed within HEADERS_TIMEOUT', async () => {
    const { closedAfterMs } = await stall('', 10_000);
    expect(closedAfterMs, 'the server kept the socket open').not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(HEADERS_SECONDS * 1000 + SLACK_MS);
  });

  it('a body that never ends: closed within REQUEST_TIMEOUT, and nothing is signed in', async () => {
    const head = 'POST /api/jwt/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":"admin@demo.com",';
    const { closedAfterMs, answer } = await stall(head, 10_000);
    expect(closedAfterMs, 'the server kept the socket open').not.toBeNull();
    expect(closedAfterMs!).toBeGreaterThanOrEqual(REQUEST_SECONDS * 1000 - 100);
    expect(closedAfterMs!).toBeLessThan(REQUEST_SECONDS * 1000 + SLACK_MS);
    expect(answer).not.toContain('accessToken');
  });

  it('a normal request, and a slow one that finishes in time, are answered', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
    const body = JSON.stringify({ email: 'admin@demo.com', password: 'admin' });
    const answer = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = connect(port, '127.0.0.1', async () => {
        socket.write(`POST /api/jwt/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`);
        for (const part of [body.slice(0, 10), body.slice(10, 30), body.slice(30)]) {
          await new Promise((r) => setTimeout(r, 300));
          socket.write(part);
        }
      });
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('accessToken');
  });
});
