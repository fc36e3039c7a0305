/**
 * The browser app's first load: the gzip size of every script dist/index.html loads up front (the entry
 * chunk and its preloaded imports). ARCHITECTURE.md budgets it; `npm run bench` prints it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export function entrySizes(distDir: string): { files: { file: string; gzipKb: number }[]; totalGzipKb: number } | null {
  const html = join(distDir, 'index.html');
  if (!existsSync(html)) return null;
  const files = [...readFileSync(html, 'utf8').matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const sizes = files.map((file) => ({ file, gzipKb: gzipSync(readFileSync(join(distDir, file))).length / 1024 }));
  return { files: sizes, totalGzipKb: sizes.reduce((s, f) => s + f.gzipKb, 0) };
}

/**
 * The first load keeps the heavy libraries out: they load with the screens that use them. One import from
 * the wrong module pulls one in unnoticed (decimal.js came in through the i18nProvider once: 229 -> 242
 * KB gzip), so the e2e tier checks its build for a mark of each (tests/e2e/run.ts).
 */
export const HEAVY_LIBRARIES: [library: string, mark: string][] = [
  ['decimal.js', '[DecimalError]'],
  ['recharts', 'recharts-wrapper'],
  ['exceljs', 'xl/workbook.xml'],
  ['@zxing/library', 'NotFoundException'],
  ['@mui/x-date-pickers', 'MuiPickersLayout'],
];
export function heavyLibrariesInFirstLoad(distDir: string): { library: string; file: string }[] {
  const found: { library: string; file: string }[] = [];
  for (const { file } of entrySizes(distDir)?.files ?? []) {
    const code = readFileSync(join(distDir, file), 'utf8');
    for (const [library, mark] of HEAVY_LIBRARIES) if (code.includes(mark)) found.push({ library, file });
  }
  return found;
}

/**
 * `node --import tsx server/scripts/entrySize.ts [dist]` after `npm run build`: every file of the first
 * load with its gzip size, and the total.
 */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dist = process.argv[2] ?? 'dist';
  const sizes = entrySizes(dist);
  if (!sizes) {
    console.error(`${join(dist, 'index.html')} not found: run \`npm run build\` first`);
    process.exit(1);
  }
  for (const f of [...sizes.files].sort((a, b) => b.gzipKb - a.gzipKb)) console.log(`${f.gzipKb.toFixed(1).padStart(7)} KB  ${f.file}`);
  console.log(`entry JavaScript (first load): ${sizes.totalGzipKb.toFixed(1)} KB gzip in ${sizes.files.length} files`);
  for (const { library, file } of heavyLibrariesInFirstLoad(dist)) console.log(`${library} is in the first load (${file})`);
}
