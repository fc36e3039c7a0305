/**
 * `npm run restore -- <backup file>`: a backup (npm run backup, or the server's nightly one) into the
 * embedded database's directory (DATA_DIR, default ./data), the server stopped. A directory that holds a
 * database is kept, renamed `<DATA_DIR>.before-restore-<time>`, never overwritten. The server migrates the
 * restored database when it starts, as any other.
 */
import { existsSync, renameSync } from 'node:fs';
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
try {
  if (!isEmptyDir(config.dataDir)) {
    const aside = `${config.dataDir}.before-restore-${new Date().toISOString().replace(/[-:.]/g, '')}`;
    renameSync(config.dataDir, aside);
    console.log(`The current database was moved to ${aside}.`);
  }
  const database = await connect({ dataDir: config.dataDir, loadDataDir: await readBackup(file) });
  await database.close();
  console.log(`Restored ${file} into ${config.dataDir}. Start the server: npm start`);
} finally {
  lock.release();
}
