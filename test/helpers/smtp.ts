import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string[];
  raw: string;
}

export interface SmtpOptions {
  /** Listen on this port (a server that was down comes back on the same address). */
  port?: number;
  /** Answers the RCPT TO of `address` with this SMTP error (e.g. 550: no such mailbox), or lets it through. */
  refuseRecipient?: (address: string) => { code: number; message: string } | undefined;
  /** Called with each message accepted (e.g. to file it where a test's helpers read the outbox). */
  onMessage?: (message: Received) => void | Promise<void>;
}

/** Quoted-printable soft breaks and escapes undone: the message as a mail client shows its text. */
export const decodeMail = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

/** A real SMTP server in this process, on loopback: the app delivers to it over TCP. */
export function startSmtp(opts: SmtpOptions = {}) {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      const refusal = opts.refuseRecipient?.(address.address);
      if (!refusal) return callback();
      return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const message = { to: session.envelope.rcptTo.map((r) => r.address), raw };
        received.push(message);
        void Promise.resolve(opts.onMessage?.(message)).then(() => {
          waiters.splice(0).forEach((w) => w());
          callback();
        });
      });
    },
  });
  return new Promise<{ port: number; received: Received[]; next(): Promise<void>; close(): Promise<void> }>((resolve, reject) => {
    server.on('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => {
      resolve({
        port: (server.server.address() as AddressInfo).port,
        received,
        next: () => new Promise<void>((r) => waiters.push(r)),
        close: () => new Promise<void>((r) => server.close(() => r())),
      });
    });
  });
}

/**
 * A mail server that accepts connections and never says a word: a sender that reaches it stays in
 * the middle of sending (until its greeting time-out). Answers how many connections it took.
 */
export function startSilentSmtp() {
  const sockets = new Set<Socket>();
  let connections = 0;
  const waiters: (() => void)[] = [];
  const server: Server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    waiters.splice(0).forEach((w) => w());
  });
  return new Promise<{ port: number; connections(): number; nextConnection(): Promise<void>; close(): Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.address() as AddressInfo).port,
        connections: () => connections,
        nextConnection: () => new Promise<void>((r) => waiters.push(r)),
        close: () =>
          new Promise<void>((r) => {
            for (const s of sockets) s.destroy();
            server.close(() => r());
          }),
      });
    });
  });
}

/** A port on which nothing listens: connections to it are refused. */
export async function refusedPort(): Promise<number> {
  const probe = await startSmtp();
  await probe.close();
  return probe.port;
}

/** Waits until `check` holds, polling; fails with `what` after `timeoutMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}
