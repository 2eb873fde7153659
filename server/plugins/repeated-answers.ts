import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, onResponseHookHandler, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { setBounded } from '../lib/bounded-map.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A signed-in read whose answer depends only on the caller, the URL and the data in this
     * process's memory (the demo areas): a repeated request is answered with the bytes sent last
     * time, until the next write (see `RepeatedAnswers`).
     */
    repeatableAnswer?: boolean;
    /** A GET that changes data too: like a write, it makes every repeated answer stale. */
    changesData?: boolean;
  }
}

interface Stored {
  expiresAt: number;
  contentType: string;
  payload: string;
}

/** How long an answer may be repeated at most, should it depend on the clock too. */
export const REPEAT_FOR_MS = 1000;
/** Answers kept at most (a few KB each); the oldest goes first. */
export const MAX_REPEATED_ANSWERS = 500;

const kKey = Symbol('repeated-answer key');
const kVersion = Symbol('repeated-answer version');
type Marked = FastifyRequest & { [kKey]?: string; [kVersion]?: number };

/**
 * The serialised answers of repeatable reads, by caller (account and role) and URL. Every request
 * that may write (any method but GET and HEAD, on any route, and the GETs marked `changesData`)
 * makes every stored answer stale when it starts and again when it ends, so a read never repeats
 * what was true before a write, and an answer computed while a write was running is not kept. Answers also go stale after
 * `REPEAT_FOR_MS`. The demo stores live in this process only, so a write on another instance
 * cannot change what this one answers.
 */
export class RepeatedAnswers {
  private version = 0;
  private readonly answers = new Map<string, Stored>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Answers held (tests, diagnostics). */
  get size(): number {
    return this.answers.size;
  }

  /** A write starts or ends: nothing stored so far may be repeated. */
  invalidate(): void {
    this.version++;
    this.answers.clear();
  }

  /** The version an answer computed from now on belongs to. */
  current(): number {
    return this.version;
  }

  get(key: string): Stored | undefined {
    const stored = this.answers.get(key);
    if (!stored || stored.expiresAt > this.now()) return stored;
    this.answers.delete(key);
    return undefined;
  }

  /** Keeps an answer computed at `version`, unless a write started or ended since. */
  set(key: string, version: number, contentType: string, payload: string): void {
    if (version !== this.version) return;
    setBounded(this.answers, key, { expiresAt: this.now() + REPEAT_FOR_MS, contentType, payload }, MAX_REPEATED_ANSWERS);
  }
}

const keyOf = (request: FastifyRequest) => (request.user ? `${request.user.sub}\u0000${request.user.role}\u0000${request.url}` : undefined);

/**
 * Routes marked `config.repeatableAnswer` answer a repeated GET from `RepeatedAnswers`: after the
 * access check (which still runs on every request), before the query is validated and the answer
 * computed and serialised again. Only JSON answers are kept (with their content type: a route
 * that sets headers of its own, a CSV download for one, is never repeated). Registered after the
 * auth and private-answers plugins, whose onRoute hooks have put the access check and
 * `Cache-Control: no-store` first.
 */
export default fp(async function repeatedAnswers(app: FastifyInstance) {
  const answers = new RepeatedAnswers();

  const invalidate = (_request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    answers.invalidate();
    done();
  };

  function repeat(request: FastifyRequest, reply: FastifyReply, done: () => void) {
    const key = request.method === 'GET' ? keyOf(request) : undefined;
    if (key === undefined) return done();
    const stored = answers.get(key);
    if (stored) {
      void reply.type(stored.contentType).send(stored.payload);
      return;
    }
    (request as Marked)[kKey] = key;
    (request as Marked)[kVersion] = answers.current();
    done();
  }

  function keep(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void) {
    const key = (request as Marked)[kKey];
    const contentType = reply.getHeader('content-type');
    if (key !== undefined && reply.statusCode === 200 && typeof payload === 'string' && typeof contentType === 'string' && contentType.startsWith('application/json')) {
      answers.set(key, (request as Marked)[kVersion]!, contentType, payload);
    }
    done(null, payload);
  }

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const onRequest = [route.onRequest].flat().filter(Boolean) as onRequestHookHandler[];
    if (route.config?.changesData || methods.some((method) => method !== 'GET' && method !== 'HEAD')) {
      route.onRequest = [invalidate as onRequestHookHandler, ...onRequest];
      route.onResponse = [...([route.onResponse].flat().filter(Boolean) as onResponseHookHandler[]), invalidate as onResponseHookHandler];
      return;
    }
    if (!route.config?.repeatableAnswer) return;
    route.onRequest = [...onRequest, repeat as onRequestHookHandler];
    route.onSend = [...([route.onSend].flat().filter(Boolean) as onSendHookHandler[]), keep as onSendHookHandler];
  });
});
