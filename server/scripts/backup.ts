/**
 * `npm run backup`: the embedded database (DATA_DIR, default ./data) into BACKUP_DIR (default ./backups)
 * as one gzipped tarball, now. The server must be stopped (the data directory's lock says so otherwise);
 * the running server makes its own nightly backups (BACKUP_HOUR). PostgreSQL: use pg_dump.
 */
import { readConfig } from '../config';
import { connect } from '../db/connect';
import { isEmptyDir, lockDataDirOrExit, writeBackup } from '../db/backup';

const config = readConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back PostgreSQL up with its own tools (pg_dump).');
  process.exit(1);
}
if (isEmptyDir(config.dataDir)) {
  console.error(`${config.dataDir} holds no database: nothing to back up.`);
  process.exit(1);
}
const lock = lockDataDirOrExit(config.dataDir, 'npm run backup');
try {
  const database = await connect({ dataDir: config.dataDir });
  try {
    const started = Date.now();
    const file = await writeBackup(database.dump!, config.backupDir, config.backupKeep);
    console.log(`Backed up ${config.dataDir} to ${file} in ${Date.now() - started} ms (the newest ${config.backupKeep} are kept).`);
  } finally {
    await database.close();
  }
} finally {
  lock.release();
}
