/**
 * The SPA's page as the server sends it: index.html with the first screen's chunks already named in its
 * head. The build's head script (src/domain/firstScreen.ts) adds the same `modulepreload` links from
 * JavaScript, 100 and more of them on /sale; an old till spent about half a second at 4x CPU running it
 * and appending them. Here the server writes them into the page, after the entry's own, from the same
 * table (the build's first-screens.json) and the same choice (`preloadFirstScreen`, given the request's
 * path and cookies), and drops the head script. The browser's preload scanner finds them at once.
 *
 * The page's other head script (the page-start reads, src/providers/earlyRequests.ts `pageStartReads`)
 * goes in the page as its text, allowed by its hash in the page's CSP (`scriptSources`, server/app.ts):
 * as a file it held the page's parsing until it had arrived and its turn on the main thread had come,
 * while the first screen's chunks were arriving (about 0.6 s at 4x CPU: the entry could not start before
 * it); inline it runs as the page is parsed, while the main thread is still waiting for the network.
 *
 * The language lives in the browser's storage; the page's code copies it into a cookie (src/providers/store.ts).
 * The page's `<html lang>` is that language too. Without that cookie (a browser's first visit), or without a table that matches the page (a build half
 * written), the links are not written and the head script finds them. The service worker's copy of the
 * page is the built one: it keeps both head scripts as files.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FIRST_SCREEN_TABLE_FILE, LOCALE_COOKIE, preloadFirstScreen, type ServedFirstScreenTable } from '../../src/domain/firstScreen';

/** a build's file name as vite writes them: nothing that could leave the attribute */
const BUILD_FILE = /^assets\/[\w.-]+\.js$/;

function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

function parseTable(text: string): ServedFirstScreenTable | null {
  try {
    const table = JSON.parse(text) as ServedFirstScreenTable;
    const valid =
      typeof table.script === 'string' &&
      (table.pageStart === undefined || (typeof table.pageStart === 'string' && BUILD_FILE.test(table.pageStart.slice(1)))) &&
      Array.isArray(table.locales) &&
      table.files !== null &&
      typeof table.files === 'object' &&
      Object.values(table.files).every((files) => Array.isArray(files) && files.every((f) => typeof f === 'string' && BUILD_FILE.test(f)));
    return valid ? table : null;
  } catch {
    return null;
  }
}

/**
 * The page for a request: `html` with the links of this address (its path, the token and language
 * cookies) in place of the head script, or `html` itself when the language is unknown or the table
 * does not fit it.
 */
export function fillSpaPage(html: string, table: ServedFirstScreenTable | null, url: string, cookieHeader: string | undefined): string {
  if (!table || !cookieHeader) return html;
  const locale = cookieValue(cookieHeader, LOCALE_COOKIE);
  if (!locale || !table.locales.includes(locale)) return html;
  const scriptTag = `<script src="${table.script}"></script>`;
  const at = html.indexOf(scriptTag);
  const headEnd = html.indexOf('</head>');
  if (at < 0 || headEnd < at) return html;
  const pathname = url.split('?')[0].split('#')[0];
  const files = preloadFirstScreen(table, { pathname, cookie: cookieHeader, storedLocale: () => JSON.stringify(locale), addPreload: () => undefined });
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">\n  `).join('');
  // the tag's own line goes with it; the links go last in the head, after the entry's (which come first)
  const lineEnd = html.slice(at + scriptTag.length).match(/^\s*/)![0].length;
  const page = html.slice(0, at) + html.slice(at + scriptTag.length + lineEnd, headEnd) + links + html.slice(headEnd);
  // the page's language is the one it will run in (a screen reader reads it so from the start)
  return page.replace(/^([\s\S]*?<html[^>]*\slang=")[^"]*"/, `$1${locale}"`);
}

/** The page as sent, and the sources its CSP's script-src must add for it (its inline script's hash). */
export interface SpaPage {
  html: string;
  scriptSources: string[];
}

/**
 * `html` with the page-start script's tag (the build's file `table.pageStart`) replaced by `source`, its
 * text, and that text's CSP hash; `html` alone when the tag is not there or the text could leave its element.
 */
export function inlinePageStart(html: string, table: ServedFirstScreenTable | null, source: string | null): SpaPage {
  const tag = table?.pageStart ? `<script src="${table.pageStart}"></script>` : null;
  if (!tag || source === null || !html.includes(tag) || /<\/script|<!--/i.test(source)) return { html, scriptSources: [] };
  const hash = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
  return { html: html.replace(tag, () => `<script>${source}</script>`), scriptSources: [hash] };
}

/**
 * The built page and its table, read again when asked (a rebuilt app is served without a restart); while a
 * build is replacing the page, the last one read.
 */
export async function spaPages(staticDir: string) {
  let html = await readFile(join(staticDir, 'index.html'), 'utf8');
  // the page-start script's text, by its file (a build's files never change: named by their content)
  let pageStart: { file: string; source: string } | null = null;
  const pageStartSource = async (file: string) => {
    if (pageStart?.file === file) return pageStart.source;
    const source = await readFile(join(staticDir, file), 'utf8').catch(() => null);
    // a file not written yet (a build under way) is read again next time
    if (source !== null) pageStart = { file, source };
    return source;
  };
  return async (url: string, cookieHeader: string | undefined): Promise<SpaPage> => {
    html = await readFile(join(staticDir, 'index.html'), 'utf8').catch(() => html);
    const table = parseTable(await readFile(join(staticDir, FIRST_SCREEN_TABLE_FILE), 'utf8').catch(() => ''));
    const filled = cookieHeader?.includes(`${LOCALE_COOKIE}=`) ? fillSpaPage(html, table, url, cookieHeader) : html;
    return inlinePageStart(filled, table, table?.pageStart ? await pageStartSource(table.pageStart.slice(1)) : null);
  };
}
