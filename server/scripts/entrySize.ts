/**
 * The browser app's first load: the gzip size of every script dist/index.html loads up front (the entry
 * chunk and its preloaded imports). ARCHITECTURE.md budgets it; `npm run bench` prints it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function entrySizes(distDir: string): { files: { file: string; gzipKb: number }[]; totalGzipKb: number } | null {
  const html = join(distDir, 'index.html');
  if (!existsSync(html)) return null;
  const files = [...readFileSync(html, 'utf8').matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const sizes = files.map((file) => ({ file, gzipKb: gzipSync(readFileSync(join(distDir, file))).length / 1024 }));
  return { files: sizes, totalGzipKb: sizes.reduce((s, f) => s + f.gzipKb, 0) };
}
