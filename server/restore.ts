/**
 * npm run restore -- [--force] [--check] FILE   (a built deployment: node dist/server/restore.js …)
 *
 * Rebuilds a portal from a backup made by `npm run backup`: into the embedded database of DATA_DIR,
 * or into the empty PostgreSQL database of DATABASE_URL. See server/lib/backup/ and the README.
 */
import { loadConfig } from './config.js';
import { megabytes, parseArgs, runCli, seconds, UsageError } from './lib/backup/cli.js';
import { restoreBackup } from './lib/backup/restore.js';
import { verifyBackup } from './lib/backup/verify.js';

const USAGE = `usage: npm run restore -- [--force] [--check] FILE
       node dist/server/restore.js [--force] [--check] FILE      (a built deployment)

Rebuilds the portal of a backup file: into DATA_DIR (the embedded database, db/, and documents/)
or, with DATABASE_URL, into that PostgreSQL database (the documents into DATA_DIR/documents).
The file is verified whole first; nothing is changed if it is damaged, truncated or altered.
The target must be empty: a new DATA_DIR, a new database. Stop the portal first.

  --check   verify the file and print what it holds, change nothing
  --force   replace what the target holds (DATA_DIR: moved aside into before-restore-<time>/;
            PostgreSQL: every table of the database is dropped, in the restore's transaction)
`;

runCli('restore', USAGE, async () => {
  const { flags, args } = parseArgs(process.argv.slice(2), ['--force', '--check']);
  if (flags.has('--help')) return void process.stdout.write(USAGE);
  if (args.length !== 1) throw new UsageError(args.length ? 'expected one backup file' : 'which backup file?');
  const file = args[0]!;
  const started = performance.now();
  if (flags.has('--check')) {
    const { manifest, bytes } = await verifyBackup(file);
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    process.stdout.write(
      `${file} is intact: ${manifest.source.engine} ${manifest.source.serverVersion}, snapshot of ${manifest.snapshotAt}, ` +
        `${manifest.tables.length} tables (${rows.toLocaleString('en')} rows), ${manifest.documents.length} document files, ${megabytes(bytes)} uncompressed, ` +
        `${manifest.migrations.length} migrations\n`,
    );
    return;
  }
  const config = loadConfig();
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const summary = await restoreBackup(file, { config, force: flags.has('--force'), log: say });
  for (const note of summary.notes) say(`note: ${note}`);
  say(
    `restored ${summary.rows.toLocaleString('en')} rows and ${summary.manifest.documents.length} document files into ${config.databaseUrl ? 'the PostgreSQL database' : config.dataDir} in ${seconds(performance.now() - started)}`,
  );
});
