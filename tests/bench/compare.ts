/**
 * Compares two bench runs (the regression guard): `node --import tsx tests/bench/compare.ts
 * BASE.json NEW.json` prints, per target and scenario found in both, p50, p99, requests/s and RSS of
 * each run and the change in per cent. Figures only: it never fails on absolute times (a shared 2-core
 * machine is noisy), but it names the rows whose p99 grew by more than half so a reader looks at them.
 */
import { readFileSync } from 'node:fs';
import type { BenchRow } from './run';

interface BenchFile {
  date?: string;
  commit?: string;
  rows: BenchRow[];
}

const read = (path: string): BenchFile => JSON.parse(readFileSync(path, 'utf8')) as BenchFile;
const pct = (a: number | null, b: number | null) => (a && b !== null && a !== 0 ? `${b >= a ? '+' : ''}${(((b - a) / a) * 100).toFixed(0)}%` : '');
const ms = (v: number | null) => (v === null ? '-' : v < 10 ? v.toFixed(2) : v.toFixed(1));

export function compareRuns(base: BenchFile, next: BenchFile): { lines: string[]; slower: string[] } {
  const key = (r: BenchRow) => `${r.target}\u0000${r.scenario}`;
  const before = new Map(base.rows.map((r) => [key(r), r]));
  const header = ['target', 'scenario', 'p50 ms', '', 'p99 ms', '', 'req/s', '', 'RSS MB'];
  const table: string[][] = [header];
  const slower: string[] = [];
  for (const r of next.rows) {
    const b = before.get(key(r));
    if (!b) {
      table.push([r.target, r.scenario, ms(r.p50Ms), 'new', ms(r.p99Ms), '', ms(r.requestsPerSec), '', String(Math.round(r.rssMb))]);
      continue;
    }
    table.push([
      r.target,
      r.scenario,
      `${ms(b.p50Ms)} -> ${ms(r.p50Ms)}`,
      pct(b.p50Ms, r.p50Ms),
      `${ms(b.p99Ms)} -> ${ms(r.p99Ms)}`,
      pct(b.p99Ms, r.p99Ms),
      b.requestsPerSec === null ? '-' : `${b.requestsPerSec.toFixed(0)} -> ${(r.requestsPerSec ?? 0).toFixed(0)}`,
      pct(b.requestsPerSec, r.requestsPerSec),
      `${Math.round(b.rssMb)} -> ${Math.round(r.rssMb)}`,
    ]);
    if (b.p99Ms > 0 && r.p99Ms > b.p99Ms * 1.5) slower.push(`${r.target} ${r.scenario}: p99 ${ms(b.p99Ms)} -> ${ms(r.p99Ms)} ms`);
  }
  const widths = header.map((_, i) => Math.max(...table.map((row) => row[i].length)));
  const lines = table.map((row) => row.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '));
  return { lines, slower };
}

if (process.argv[1] && process.argv[1].endsWith('compare.ts')) {
  const [basePath, nextPath] = process.argv.slice(2);
  if (!basePath || !nextPath) {
    console.error('usage: node --import tsx tests/bench/compare.ts BASE.json NEW.json');
    process.exit(2);
  }
  const base = read(basePath);
  const next = read(nextPath);
  console.log(`bench: ${basePath} (${base.commit ?? '?'}, ${base.date ?? '?'}) -> ${nextPath} (${next.commit ?? '?'}, ${next.date ?? '?'})`);
  const { lines, slower } = compareRuns(base, next);
  for (const l of lines) console.log(l);
  console.log(slower.length ? `p99 grew by more than half (look at these; figures, not a verdict):\n  ${slower.join('\n  ')}` : 'no p99 grew by more than half');
}
