import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { FILES, multipart, registerApplicant } from './careers-helpers.js';

/**
 * A request body that stops arriving for BODY_IDLE_TIMEOUT between two reads is cut with 408,
 * while one that keeps arriving may take longer than that in all (real sockets on a listening
 * server). BODY_IDLE_TIMEOUT=1 and REQUEST_TIMEOUT=30 here.
 */
const IDLE_SECONDS = 1;
/** Pauses shorter than the idle time, over more than twice the idle time in all. */
const TRICKLE_PAUSE_MS = 400;
const TRICKLE_PARTS = 8;
/** Timers and sockets on a busy machine: the cut comes within this much after the idle time. */
const SLACK_MS = 1500;

let t: TestApp;
let port: number;
let applicant: Awaited<ReturnType<typeof registerApplicant>>;
beforeAll(async () => {
  t = await createTestApp({ BODY_IDLE_TIMEOUT: String(IDLE_SECONDS), REQUEST_TIMEOUT: '30' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
  applicant = await registerApplicant(t.app, 'idle.uploader');
});
afterAll(async () => t?.close());

interface Exchange {
  /** What the server sent, as text. */
  answer: string;
  /** When the server closed the socket, counted from the last part written; null if it stayed open. */
  closedAfterMs: number | null;
}

/** Writes `head`, then each part after its pause; resolves when the server closes the socket (or after `giveUpMs`). */
function exchange(head: string, parts: { pauseMs: number; data: Buffer | string }[], giveUpMs = 15_000): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    let answer = '';
    let lastWrite = Date.now();
    const socket = connect(port, '127.0.0.1', async () => {
      socket.write(head);
      lastWrite = Date.now();
      for (const part of parts) {
        await new Promise((r) => setTimeout(r, part.pauseMs));
        if (socket.destroyed || answer) return;
        socket.write(part.data);
        lastWrite = Date.now();
      }
    });
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' ? undefined : reject(err)));
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedAfterMs: null });
    }, giveUpMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, closedAfterMs: Date.now() - lastWrite });
    });
  });
}

const status = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

/** `body` cut in `n` parts of about the same size. */
function split(body: Buffer, n: number): Buffer[] {
  const size = Math.ceil(body.length / n);
  return Array.from({ length: n }, (_, i) => body.subarray(i * size, (i + 1) * size)).filter((part) => part.length > 0);
}

const login = JSON.stringify({ email: 'admin@demo.com', password: 'admin' });
const loginHead = `POST /api/jwt/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${login.length}\r\n\r\n`;

function uploadHead(body: { payload: Buffer; headers: Record<string, string> }) {
  return (
    `POST /api/careers/documents HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${applicant.headers.authorization}\r\n` +
    `Content-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\nConnection: close\r\n\r\n`
  );
}

describe('a request body that stops arriving', () => {
  it('JSON: 408 request_timeout in the error envelope, then the socket is closed, long before REQUEST_TIMEOUT', async () => {
    const { answer, closedAfterMs } = await exchange(loginHead, [{ pauseMs: 50, data: login.slice(0, 20) }]);
    expect(status(answer)).toBe(408);
    expect(bodyOf(answer)).toMatchObject({ statusCode: 408, error: 'Request Timeout', code: 'request_timeout' });
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).not.toContain('accessToken');
    expect(closedAfterMs, 'the server kept the socket open').not.toBeNull();
    expect(closedAfterMs!).toBeGreaterThanOrEqual(IDLE_SECONDS * 1000 - 100);
    expect(closedAfterMs!).toBeLessThan(IDLE_SECONDS * 1000 + SLACK_MS);
  });

  it('a multipart upload that stops mid-file: 408 request_timeout, the socket closed, and no document kept', async () => {
    const body = multipart({ kind: 'cv' }, { filename: 'cv.pdf', content: Buffer.concat([FILES.pdf(), Buffer.alloc(64 * 1024, 32)]) });
    const { answer, closedAfterMs } = await exchange(uploadHead(body), [{ pauseMs: 50, data: body.payload.subarray(0, body.payload.length - 1000) }]);
    expect(status(answer)).toBe(408);
    expect(bodyOf(answer)).toMatchObject({ statusCode: 408, code: 'request_timeout' });
    expect(closedAfterMs, 'the server kept the socket open').not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(IDLE_SECONDS * 1000 + SLACK_MS);
    const documents = await t.app.inject({ url: '/api/careers/documents', headers: applicant.headers });
    expect(documents.json()).toMatchObject({ documents: [] });
  });
});

describe('a request body that keeps arriving, with pauses shorter than the idle time', () => {
  it('JSON trickling over more than twice the idle time signs in', async () => {
    const started = Date.now();
    const parts = split(Buffer.from(login), TRICKLE_PARTS).map((data) => ({ pauseMs: TRICKLE_PAUSE_MS, data }));
    const { answer } = await exchange(loginHead.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'), parts);
    expect(Date.now() - started).toBeGreaterThan(2 * IDLE_SECONDS * 1000);
    expect(status(answer)).toBe(200);
    expect(answer).toContain('accessToken');
  });

  it('a multipart upload trickling over more than twice the idle time is stored (201)', async () => {
    const started = Date.now();
    const body = multipart({ kind: 'licence' }, { filename: 'licence.pdf', content: Buffer.concat([FILES.pdf(), Buffer.alloc(64 * 1024, 32)]) });
    const parts = split(body.payload, TRICKLE_PARTS).map((data) => ({ pauseMs: TRICKLE_PAUSE_MS, data }));
    const { answer } = await exchange(uploadHead(body), parts);
    expect(Date.now() - started).toBeGreaterThan(2 * IDLE_SECONDS * 1000);
    expect(status(answer)).toBe(201);
    expect(bodyOf(answer)).toMatchObject({ kind: 'licence' });
  });
});

describe('BODY_IDLE_TIMEOUT', () => {
  it('is 30 s by default, and a value out of 1..3600 stops the start naming the variable', () => {
    expect(loadConfig({}).bodyIdleTimeoutSeconds).toBe(30);
    expect(loadConfig({ BODY_IDLE_TIMEOUT: '5' }).bodyIdleTimeoutSeconds).toBe(5);
    for (const bad of ['0', '3601', 'soon', '-1']) {
      expect(() => loadConfig({ BODY_IDLE_TIMEOUT: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ BODY_IDLE_TIMEOUT: bad })).toThrow(/BODY_IDLE_TIMEOUT/);
    }
  });
});
