import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.js';
import { requestChildLogger } from './request-log.js';

/** The app's pino logger, writing its lines into an array. */
function appLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino(loggerOptions('info'), stream), lines };
}

const factory = (logger: pino.Logger, bindings: Record<string, unknown>) =>
  requestChildLogger.call(undefined as never, logger as never, bindings as never, {}, undefined as never) as unknown as pino.Logger;

describe('the logger of a request', () => {
  it('writes the same line as pino’s own child: the request id bound, secrets still redacted', async () => {
    const { logger, lines } = appLogger();
    const ours = factory(logger, { reqId: 'req-7' });
    const pinos = logger.child({ reqId: 'req-7' });
    const entry = { password: 'hunter2', user: { token: 't0ken', name: 'Ada' }, headers: { authorization: 'Bearer x' } };
    ours.info(entry, 'signed in');
    pinos.info(entry, 'signed in');
    await new Promise((resolve) => setImmediate(resolve));
    const [mine, theirs] = lines.map(({ time: _time, ...rest }) => rest);
    expect(mine).toEqual(theirs);
    expect(mine).toMatchObject({ reqId: 'req-7', password: '[Redacted]', user: { token: '[Redacted]', name: 'Ada' }, headers: { authorization: '[Redacted]' } });
    expect(JSON.stringify(lines)).not.toMatch(/hunter2|t0ken|Bearer/);
  });

  it('passes its bindings on to its own children, and leaves other bindings to pino', async () => {
    const { logger, lines } = appLogger();
    factory(logger, { reqId: 42 }).child({ job: 3 }).warn('closed');
    factory(logger, { reqId: 'req-8', extra: { password: 'p' } }).info('other');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines[0]).toMatchObject({ reqId: 42, job: 3, msg: 'closed', level: 40 });
    expect(lines[1]).toMatchObject({ reqId: 'req-8', extra: { password: '[Redacted]' } });
  });
});
