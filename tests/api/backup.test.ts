/**
 * The embedded database's backups (server/db/backup.ts, README 'Backups'): a backup restores to the same
 * data, only the newest are kept, one process per data directory, the nightly hour; and the two scripts
 * a shop's admin runs, end to end.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { connect, queryRows } from '../../server/db/connect';
import { backupName, listBackups, lockDataDir, msUntilHour, readBackup, scheduleBackups, writeBackup } from '../../server/db/backup';

const root = mkdtempSync(join(tmpdir(), 'pos-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const ROOT_DIR = resolve(import.meta.dirname, '../..');

/**
 * A data directory starts from the tier's migrated template (globalSetup.ts) instead of its own initdb
 * (8 s each); on a PostgreSQL run of the tier there is none, and one empty database is made and dumped.
 */
let startingPoint: Promise<Blob> | undefined;
function startingData() {
  startingPoint ??= (async () => {
    if (inject('dbKind') === 'pglite') return new Blob([await readFile(inject('pgliteTemplate'))]);
    const empty = await connect();
    try {
      return await empty.dump!();
    } finally {
      await empty.close();
    }
  })();
  return startingPoint;
}

/** `dataDir` undefined: in memory (the backup of a database does not depend on where it lives) */
async function makeDatabase(dataDir: string | undefined, note: string) {
  const database = await connect({ dataDir, loadDataDir: await startingData() });
  await database.db.execute(sql.raw(`create table if not exists notes (id serial primary key, text text not null)`));
  await database.db.execute(sql`insert into notes (text) values (${note})`);
  return database;
}

function run(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT_DIR, 'server/scripts', script), ...args], {
      cwd: ROOT_DIR,
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('exit', (code) => done({ code, out }));
  });
}

/** A process that is alive while the test needs it, and its pid. */
function liveProcess() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  return { pid: child.pid!, stop: () => child.kill('SIGKILL') };
}

describe('embedded database backups', () => {
  it('a backup restores to the same data, and is written whole while the database is in use', async () => {
    const backups = join(root, 'a', 'backups');
    const database = await makeDatabase(undefined, 'before the backup');
    const file = await writeBackup(database.dump!, backups, 7);
    await database.db.execute(sql`insert into notes (text) values ('after the backup')`);
    await database.close();
    expect(readdirSync(backups)).toEqual([file.split('/').pop()]);

    const restored = await connect({ dataDir: join(root, 'a', 'restored'), loadDataDir: await readBackup(file) });
    const rows = await queryRows<{ text: string }>(restored.db, sql`select text from notes order by id`);
    await restored.close();
    expect(rows.map((r) => r.text)).toEqual(['before the backup']);
  });

  it('keeps the newest BACKUP_KEEP backups, named by their UTC time', async () => {
    const backups = join(root, 'b', 'backups');
    const database = await makeDatabase(undefined, 'x');
    for (const day of [1, 2, 3]) await writeBackup(database.dump!, backups, 2, new Date(Date.UTC(2026, 10, day, 3, 0, 0)));
    await database.close();
    expect(listBackups(backups)).toEqual(['pglite-20261102T030000Z.tar.gz', 'pglite-20261103T030000Z.tar.gz']);
    expect(backupName(new Date(Date.UTC(2026, 0, 5, 23, 59, 7, 123)))).toBe('pglite-20260105T235907Z.tar.gz');
  });

  it('one process per data directory: a live holder refuses the next one by name, a dead one is taken over', () => {
    const dataDir = join(root, 'c', 'data');
    mkdirSync(join(root, 'c'), { recursive: true });
    const holder = liveProcess();
    writeFileSync(`${dataDir}.lock`, `${holder.pid}\nthe POS server\n`);
    try {
      expect(() => lockDataDir(dataDir, 'npm run backup')).toThrow(`in use by the POS server (pid ${holder.pid})`);
    } finally {
      holder.stop();
    }
    // a pid no process has (the holder is gone): taken over, and released
    writeFileSync(`${dataDir}.lock`, `2147483646\nthe POS server\n`);
    const lock = lockDataDir(dataDir, 'npm run backup');
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    lock.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('two processes starting at once on one directory: exactly one gets it', async () => {
    const dataDir = join(root, 'f', 'data');
    const code = `import('${join(ROOT_DIR, 'server/db/backup.ts')}').then(({ lockDataDir }) => {
      try { lockDataDir(${JSON.stringify(dataDir)}, 'racer'); console.log('took'); setTimeout(() => {}, 1500); }
      catch (e) { console.log('refused'); }
    })`;
    const racer = () =>
      new Promise<string>((done) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '-e', code], { cwd: ROOT_DIR });
        let out = '';
        child.stdout.on('data', (c) => (out += c));
        child.on('exit', () => done(out.trim()));
      });
    const answers = await Promise.all([racer(), racer(), racer()]);
    expect(answers.sort()).toEqual(['refused', 'refused', 'took']);
  }, 30_000);

  it('the nightly backup waits for the next BACKUP_HOUR of local time', () => {
    const at = (h: number, m: number) => new Date(2026, 10, 26, h, m, 0, 0);
    expect(msUntilHour(3, at(2, 30))).toBe(30 * 60_000);
    expect(msUntilHour(3, at(3, 0))).toBe(24 * 3_600_000);
    expect(msUntilHour(3, at(22, 0))).toBe(5 * 3_600_000);
  });

  it('the server schedule backs up at the hour, every night, and a failed night is logged and tried again the next', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      vi.setSystemTime(new Date(2026, 10, 26, 2, 0, 0));
      const logged: string[] = [];
      let calls = 0;
      const dump = async () => {
        calls++;
        if (calls === 2) throw new Error('disk full');
        return new Blob([new Uint8Array([1, 2, 3])]);
      };
      const dir = join(root, 'e');
      const schedule = scheduleBackups({ dump, dir, keep: 7, hour: 3, log: { info: (_d, m) => logged.push(m), error: (_d, m) => logged.push(m) } });
      await vi.advanceTimersByTimeAsync(59 * 60_000);
      expect(calls).toBe(0);
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.waitFor(() => expect(logged).toEqual(['embedded database backed up']));
      await vi.advanceTimersByTimeAsync(24 * 3_600_000);
      await vi.waitFor(() => expect(logged).toEqual(['embedded database backed up', 'backup failed']));
      await vi.advanceTimersByTimeAsync(24 * 3_600_000);
      await vi.waitFor(() => expect(logged.length).toBe(3));
      schedule.stop();
      await vi.advanceTimersByTimeAsync(48 * 3_600_000);
      expect(calls).toBe(3);
      expect(listBackups(dir)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('npm run backup and npm run restore: the database back, the replaced one kept aside, refused while the server has it', async () => {
    const dir = join(root, 'd');
    const dataDir = join(dir, 'data');
    const backups = join(dir, 'backups');
    const database = await makeDatabase(dataDir, 'the shop day');
    await database.close();
    const env = { DATA_DIR: dataDir, BACKUP_DIR: backups };

    const backedUp = await run('backup.ts', [], env);
    expect(backedUp.code, backedUp.out).toBe(0);
    const [file] = listBackups(backups);
    expect(file).toBeDefined();

    // later that day: more data, then the restore of the morning's backup
    const later = await connect({ dataDir });
    await later.db.execute(sql`insert into notes (text) values ('later')`);
    await later.close();
    const restored = await run('restore.ts', [join(backups, file)], env);
    expect(restored.code, restored.out).toBe(0);
    expect(readdirSync(dir).some((f) => f.startsWith('data.before-restore-'))).toBe(true);
    const back = await connect({ dataDir });
    const rows = await queryRows<{ text: string }>(back.db, sql`select text from notes order by id`);
    await back.close();
    expect(rows.map((r) => r.text)).toEqual(['the shop day']);

    // a file that is not a backup (or was cut short) changes nothing: the database stays where it was
    const broken = join(dir, 'broken.tar.gz');
    writeFileSync(broken, 'not a backup');
    const refusedBroken = await run('restore.ts', [broken], env);
    expect(refusedBroken.code, refusedBroken.out).toBe(1);
    expect(refusedBroken.out).toContain('was not changed');
    expect(readdirSync(dir).filter((f) => f.startsWith('data.before-restore-'))).toHaveLength(1);
    expect(readdirSync(dir).some((f) => f.startsWith('data.restoring-'))).toBe(false);
    const still = await connect({ dataDir });
    const kept = await queryRows<{ text: string }>(still.db, sql`select text from notes order by id`);
    await still.close();
    expect(kept.map((r) => r.text)).toEqual(['the shop day']);

    // while a server holds the directory, both scripts refuse and say who has it
    const holder = liveProcess();
    try {
      writeFileSync(`${dataDir}.lock`, `${holder.pid}\nthe POS server\n`);
      const refused = await run('backup.ts', [], env);
      expect(refused.code).toBe(1);
      expect(refused.out).toContain('in use by the POS server');
      const refusedRestore = await run('restore.ts', [join(backups, file)], env);
      expect(refusedRestore.code).toBe(1);
    } finally {
      holder.stop();
      rmSync(`${dataDir}.lock`, { force: true });
    }
  }, 60_000);
});
