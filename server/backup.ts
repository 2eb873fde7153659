/**
 * npm run backup [FILE | -]   (a built deployment: node dist/server/backup.js [FILE | -])
 *
 * Writes one consistent backup of the portal of DATA_DIR / DATABASE_URL (every table, the uploaded
 * documents, the generated JWT key) to FILE, or to standard output with `-`, while the portal keeps
 * serving. See server/lib/backup/ and the README's "Backups".
 */
import { loadConfig } from './config.js';
import { defaultBackupName, writeBackup, writeBackupFile } from './lib/backup/backup.js';
import { megabytes, parseArgs, runCli, seconds, UsageError } from './lib/backup/cli.js';
import { BackupError } from './lib/backup/errors.js';

const USAGE = `usage: npm run backup [FILE]
       npm run --silent backup - > FILE
       node dist/server/backup.js [FILE | -]      (a built deployment, e.g. in the container)

Writes a backup of the portal that DATA_DIR and DATABASE_URL name (the same environment as the
portal's) to FILE (default: careers-backup-<time>.tar.gz here), or to standard output with "-".
The portal may keep running. Restore with: npm run restore FILE
`;

runCli('backup', USAGE, async () => {
  const { flags, args } = parseArgs(process.argv.slice(2), []);
  if (flags.has('--help')) return void process.stdout.write(USAGE);
  if (args.length > 1) throw new UsageError('expected at most one file');
  const config = loadConfig();
  const target = args[0] ?? defaultBackupName();
  const toStdout = target === '-';
  // Progress goes to standard error when the backup itself goes to standard output.
  const say = (line: string) => (toStdout ? process.stderr : process.stdout).write(`${line}\n`);
  const started = performance.now();
  let summary;
  let size = '';
  if (toStdout) {
    if (process.stdout.isTTY) throw new BackupError('standard output is a terminal: redirect it to a file (npm run --silent backup - > file.tar.gz)');
    summary = await writeBackup(process.stdout, { config, log: say });
  } else {
    const written = await writeBackupFile(target, { config, log: say });
    size = `, ${megabytes(written.bytes)}`;
    summary = written;
  }
  for (const warning of summary.warnings) say(`warning: ${warning}`);
  say(`backup written to ${toStdout ? 'standard output' : target}${size} in ${seconds(performance.now() - started)}`);
});
