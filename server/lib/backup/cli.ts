import { ConfigError } from '../../config.js';
import { BackupError, messageOf } from './errors.js';

/** A wrong command line: the usage is printed with it. */
export class UsageError extends Error {}

/** Splits `argv` into the flags it may have (`--name`) and the positional arguments. */
export function parseArgs(argv: string[], flags: readonly string[]): { flags: Set<string>; args: string[] } {
  const found = new Set<string>();
  const args: string[] = [];
  for (const arg of argv) {
    if (arg === '--') continue; // what npm run passes on, typed once too many
    if (arg === '-' || !arg.startsWith('-')) args.push(arg);
    else if (arg === '-h' || arg === '--help') found.add('--help');
    else if (flags.includes(arg)) found.add(arg);
    else throw new UsageError(`unknown option ${arg}`);
  }
  return { flags: found, args };
}

/**
 * Runs a command line tool: its own errors (bad configuration, a refused file or target, a wrong
 * command line) are printed as one clear line and exit 1 (64 for usage, 78 for configuration);
 * anything unexpected is printed as its message, with the stack only when BACKUP_DEBUG is set.
 */
export function runCli(name: string, usage: string, main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      if (err instanceof UsageError) {
        process.stderr.write(`${name}: ${err.message}\n\n${usage}`);
        process.exit(64);
      }
      if (err instanceof ConfigError) {
        process.stderr.write(`${name}: ${err.message}\n`);
        process.exit(78);
      }
      const known = err instanceof BackupError;
      process.stderr.write(`${name} failed: ${messageOf(err)}\n`);
      if (!known && process.env.BACKUP_DEBUG) process.stderr.write(`${(err as Error).stack}\n`);
      else if (!known) process.stderr.write(`(an unexpected error; set BACKUP_DEBUG=1 to see where it came from)\n`);
      process.exit(1);
    },
  );
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
