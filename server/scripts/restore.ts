/**
 * `npm run restore -- <backup file>`: a backup (npm run backup, or the server's nightly one) into the
 * embedded database's directory (DATA_DIR, default ./data), the server stopped. The backup is opened in a
 * directory of its own first; only when it opens is it moved into place. A directory that holds a database
 * is kept, renamed `<DATA_DIR>.before-restore-<time>`, never overwritten; a file that does not open (not a
 * backup, cut short) changes nothing. The server migrates the restored database when it starts, as any other.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { readConfig } from '../config';
import { connect } from '../db/connect';
import { isEmptyDir, lockDataDirOrExit, readBackup } from '../db/backup';

const config = readConfig();
const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error('Usage: npm run restore -- <backup file> (a pglite-*.tar.gz from BACKUP_DIR, default ./backups)');
  process.exit(1);
}
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: restore PostgreSQL with its own tools (pg_restore, psql).');
  process.exit(1);
}
const lock = lockDataDirOrExit(config.dataDir, 'npm run restore');
const stamp = new Date().toISOString().replace(/[-:.]/g, '');
const staging = `${config.dataDir}.restoring-${stamp}`;
try {
  try {
    const database = await connect({ dataDir: staging, loadDataDir: await readBackup(file) });
    await database.close();
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    console.error(`${file} did not open as a database (${(err as Error).message}); ${config.dataDir} was not changed.`);
    process.exitCode = 1;
  }
  if (!process.exitCode) {
    if (!isEmptyDir(config.dataDir)) {
      const aside = `${config.dataDir}.before-restore-${stamp}`;
      renameSync(config.dataDir, aside);
      console.log(`The current database was moved to ${aside}.`);
    } else {
      rmSync(config.dataDir, { recursive: true, force: true });
    }
    renameSync(staging, config.dataDir);
    console.log(`Restored ${file} into ${config.dataDir}. Start the server: npm start`);
  }
} finally {
  lock.release();
}
