/**
 * A process that logs as the server does (the app's options, asynchronous standard output, the
 * crash handler of server/main.ts), queues many lines, then crashes: test/server/request-log.test.ts
 * reads its output. Usage: node --import tsx test/helpers/crashing-logger.ts <lines>
 */
import pino from 'pino';
import { exitOnCrash, logDestination, loggerOptions } from '../../server/lib/logger.js';

const count = Number(process.argv[2] ?? 1000);
const destination = logDestination();
const logger = pino(loggerOptions('info'), destination);
exitOnCrash(logger, destination);
for (let i = 0; i < count; i++) logger.info({ line: i, padding: 'x'.repeat(200) }, 'queued line');
throw new Error('crashed on purpose');
