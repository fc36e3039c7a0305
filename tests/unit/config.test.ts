/** The server's configuration from the environment (server/config.ts; README.md 'Configuration'). */
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';

describe('readConfig', () => {
  it('keeps twice the cores and one PostgreSQL connections unless DB_POOL_SIZE says otherwise', () => {
    expect(readConfig({}).dbPoolSize).toBe(2 * availableParallelism() + 1);
    expect(readConfig({ DB_POOL_SIZE: '12' }).dbPoolSize).toBe(12);
    for (const bad of ['0', '-3', '2.5', 'many', '']) expect(readConfig({ DB_POOL_SIZE: bad }).dbPoolSize, bad).toBe(2 * availableParallelism() + 1);
  });

  it('takes the backup hour 0-23 or off, and falls back to 3 on anything else', () => {
    expect(readConfig({}).backupHour).toBe(3);
    expect(readConfig({ BACKUP_HOUR: '0' }).backupHour).toBe(0);
    expect(readConfig({ BACKUP_HOUR: 'off' }).backupHour).toBeNull();
    expect(readConfig({ BACKUP_HOUR: '24' }).backupHour).toBe(3);
  });

  it('takes METRICS_TOKEN when not blank, and SLOW_QUERY_MS as a positive whole number (500 otherwise)', () => {
    expect(readConfig({}).metricsToken).toBeUndefined();
    expect(readConfig({ METRICS_TOKEN: '  ' }).metricsToken).toBeUndefined();
    expect(readConfig({ METRICS_TOKEN: ' s3cret ' }).metricsToken).toBe('s3cret');
    expect(readConfig({}).slowQueryMs).toBe(500);
    expect(readConfig({ SLOW_QUERY_MS: '200' }).slowQueryMs).toBe(200);
    for (const bad of ['0', '-1', '1.5', 'slow']) expect(readConfig({ SLOW_QUERY_MS: bad }).slowQueryMs, bad).toBe(500);
  });

  it('names prepared statements unless DB_PREPARED_STATEMENTS=0 (a pooler in transaction mode)', () => {
    expect(readConfig({}).dbPreparedStatements).toBe(true);
    expect(readConfig({ DB_PREPARED_STATEMENTS: '1' }).dbPreparedStatements).toBe(true);
    expect(readConfig({ DB_PREPARED_STATEMENTS: ' 0 ' }).dbPreparedStatements).toBe(false);
  });

  it('reads the direct and replica URLs, unset when empty', () => {
    expect(readConfig({}).databaseDirectUrl).toBeUndefined();
    expect(readConfig({ DATABASE_REPLICA_URL: '' }).databaseReplicaUrl).toBeUndefined();
    const urls = readConfig({ DATABASE_DIRECT_URL: 'postgres://db:5432/pos', DATABASE_REPLICA_URL: 'postgres://replica:5432/pos' });
    expect([urls.databaseDirectUrl, urls.databaseReplicaUrl]).toEqual(['postgres://db:5432/pos', 'postgres://replica:5432/pos']);
  });
});
