import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors.js';
import { envelope } from './error-handler.js';

const kCut = Symbol('body cut for idleness');
type Marked = FastifyRequest & { [kCut]?: HttpError };

/** Whether the request announces a body: bytes may still be on their way after the headers. */
const announcesBody = (request: FastifyRequest) => {
  const { headers } = request.raw;
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
};

/**
 * Watches the body of one request while the server reads it: when nothing arrives for `idleMs`
 * between two reads, the reader gets a 408 error, which ends the request like any refusal (the
 * envelope, then the connection is closed). Only time the server spends waiting counts: the clock
 * starts when a reader starts the flow (Fastify's body parser, a multipart upload's pipe), stops
 * while the reader pauses it, and every chunk that arrives starts it again, so an upload that keeps
 * arriving may take the whole REQUEST_TIMEOUT.
 */
function watchBody(request: FastifyRequest, reply: FastifyReply, idleMs: number) {
  const raw = request.raw;
  let timer: NodeJS.Timeout | undefined;
  let counting = false;
  const arm = () => {
    if (timer) timer.refresh();
    else (timer = setTimeout(cut, idleMs)).unref();
  };
  const pause = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  // A 'data' listener added while the stream flows only watches it; added before, it would start the flow itself.
  const resume = () => {
    if (!counting) raw.on('data', arm);
    counting = true;
    arm();
  };
  const finish = () => {
    pause();
    raw.off('resume', resume).off('pause', pause).off('data', arm).off('end', finish).off('close', finish).off('error', finish);
  };
  function cut() {
    finish();
    if (raw.complete) return;
    const error = new HttpError(408, `No part of the request body arrived for ${idleMs / 1000} s: the request was cut off. Please try again.`, {
      code: 'request_timeout',
      headers: { connection: 'close' },
    });
    // Without a reader to tell, or with the answer already on its way, the socket is closed.
    if (reply.raw.headersSent || raw.listenerCount('error') === 0) return void raw.destroy();
    (request as Marked)[kCut] = error;
    raw.emit('error', error);
  }
  raw.on('resume', resume).on('pause', pause).once('end', finish).once('close', finish).once('error', finish);
}

/**
 * A request body idle for more than `idleMs` between two reads is cut with 408 `request_timeout`
 * (reverse proxies do the same: nginx's client_body_timeout), instead of holding its socket for
 * the whole REQUEST_TIMEOUT. The readers of a broken body answer as they see fit (a multipart
 * reader says "unreadable upload"): the answer to a body cut here is 408 whatever they said.
 */
export default fp(async function bodyIdleTimeout(app: FastifyInstance, opts: { idleMs: number }) {
  app.addHook('onRequest', (request, reply, done) => {
    if (announcesBody(request) && !request.raw.complete) watchBody(request, reply, opts.idleMs);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const cut = (request as Marked)[kCut];
    if (cut === undefined || reply.statusCode === 408) return done(null, payload);
    void reply.code(408).type('application/json; charset=utf-8').headers(cut.headers);
    done(null, JSON.stringify(envelope(408, cut.message, cut.code)));
  });
});
