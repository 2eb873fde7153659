/**
 * A refusal or failure the person running a backup or a restore can act on: the command line prints
 * its message alone (no stack trace) and exits with a non-zero code.
 */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** The backup file is not one this portal can read: not a backup, truncated, damaged or altered. */
export class BackupFileError extends BackupError {
  constructor(
    file: string,
    readonly problem: string,
  ) {
    super(`${file} is refused: ${problem}. Nothing was changed.`);
    this.name = 'BackupFileError';
  }
}

/** The message of any error, for a one-line report (a PostgreSQL error keeps its detail). */
export function messageOf(err: unknown): string {
  if (err instanceof Error) {
    const detail = (err as { detail?: unknown }).detail;
    return typeof detail === 'string' && detail ? `${err.message} (${detail})` : err.message;
  }
  return String(err);
}
