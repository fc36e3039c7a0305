import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // vitest's default on this 2-core machine is one worker (cores - 1): the tiers would run one file at a time
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/globalSetup.ts'],
          // every file builds its own app on its own database: the server's modules can be loaded once
          // per worker instead of once per file (import was a third of the tier's time)
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/ui/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // faults in the connection to PostgreSQL: real server processes on a throw-away cluster that the
          // tests stop and restart (tests/support/pgCluster.ts); one file at a time, they own their ports
          name: 'faults',
          environment: 'node',
          include: ['tests/faults/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          maxWorkers: 1,
        },
      },
      {
        extends: true,
        test: {
          // the e2e tier: a real browser against the real server that tests/e2e/run.ts starts (E2E_BASE_URL)
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          // a flow is one person's whole task (the booking-to-debt flow took 59 s of a 60 s limit on this
          // 2-core machine): a slow CI machine must not fail a flow that works
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          maxWorkers: 1,
        },
      },
    ],
  },
});
