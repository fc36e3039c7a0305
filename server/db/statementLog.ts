/**
 * The statement log: with SQL_STATEMENT_LOG=<directory>, every distinct statement text that a request runs
 * (drizzle's logger, inside a request's scope: server/db/requestScope.ts) is appended once to
 * `<directory>/<pid>-<thread>.jsonl`, one JSON string a line. The api tier turns it on for its whole run
 * and checks every logged text for its company_id filter (tests/api/globalSetup.ts, docs/citus.md);
 * `SQL_STATEMENT_LOG=/tmp/sql npm start` logs a real server's statements the same way.
 *
 * Off (the variable unset), connect.ts gives drizzle no logger at all: drizzle's own no-op logger, no cost.
 * Statements outside a request (migrations, maintenance, a test's own checks) are not logged.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { Logger } from 'drizzle-orm/logger';
import { requestScope } from './requestScope';

export const STATEMENT_LOG_ENV = 'SQL_STATEMENT_LOG';

/** The logger for drizzle, or undefined when the log is off. */
export function statementLogger(): Logger | undefined {
  const dir = process.env[STATEMENT_LOG_ENV];
  if (!dir) return undefined;
  return fileLogger(dir);
}

/** Texts already written, per directory, shared by every database this process connects to. */
const written = new Map<string, Set<string>>();

function fileLogger(dir: string): Logger {
  let seen = written.get(dir);
  if (!seen) {
    mkdirSync(dir, { recursive: true });
    seen = new Set();
    written.set(dir, seen);
  }
  const known = seen;
  const file = join(dir, `${process.pid}-${threadId}.jsonl`);
  return {
    logQuery(query: string) {
      if (!requestScope.getStore() || known.has(query)) return;
      known.add(query);
      // synchronous: a worker may be ended without an exit hook, and each text is written once
      appendFileSync(file, `${JSON.stringify(query)}\n`);
    },
  };
}
