// ESLint (flat config): typescript-eslint, the rules of hooks, and the import boundaries of
// ARCHITECTURE.md section 2: the server never imports React or the browser app (only src/domain),
// src/domain is pure TypeScript, and a resource or screen folder never imports another such folder. The
// floors of docs/architecture.md: an import never climbs back up a floor, and no module imports itself
// back through others (import-x/no-cycle).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const folders = (root) =>
  readdirSync(new URL(`./src/${root}`, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `${root}/${d.name}`);
/** src/resources/<resource> (react-admin resources) and src/screens/<area> (custom screens): rooms side by side. */
const rooms = [...folders('resources'), ...folders('screens')];


/**
 * The floors, lowest first (docs/architecture.md): a file imports only from its own floor or below.
 * Browser: domain < providers, i18n < layout < ui < pos < resources, screens < pages < App.
 * Server: config, errors < db < ledger < auth < http < modules < seed < app < main, scripts.
 */
const SRC_FLOORS = [['domain'], ['providers', 'i18n'], ['layout'], ['ui'], ['pos'], ['resources', 'screens'], ['pages']];
const SERVER_FLOORS = [['db'], ['ledger'], ['auth'], ['http'], ['modules'], ['seed']];
const above = (floors, i) => floors.slice(i + 1).flat();
/** `no-restricted-imports` patterns for a folder: every folder above it, by any relative path. */
const climbs = (names, root) => names.flatMap((n) => [`**/${root}/${n}`, `**/${root}/${n}/**`, `../${n}`, `../${n}/**`, `../../${n}/**`]);
/** The pattern that refuses a climb from floor i (and, on the server, any UI import). */
const floorPatterns = (floors, root, extra, i) => [
  { group: [...climbs(above(floors, i), root), ...extra.map((x) => `**/${x}`)], message: `An import never climbs back up a floor (docs/architecture.md: ${floors.map((f) => f.join(', ')).join(' < ')}).` },
  ...(root === 'server' ? SERVER_UI_PATTERNS : []),
];
const floorRules = (floors, root, extra = []) =>
  floors.map((names, i) => ({
    files: names.map((n) => `${root}/${n}/**/*.{ts,tsx}`),
    rules: { 'no-restricted-imports': ['error', { patterns: floorPatterns(floors, root, extra, i) }] },
  }));
const SRC_EXTRA = ['App', 'main'];

const UI_PACKAGES = ['react', 'react-dom', 'react-dom/*', 'react-admin', 'ra-*', '@mui/*', 'react-router', 'react-router-dom', 'react-hook-form', '@emotion/*'];
const SERVER_UI_PATTERNS = [
  { group: UI_PACKAGES, message: 'The server never imports React or UI packages.' },
  { group: ['**/src/*', '**/src/**', '!**/src/domain', '!**/src/domain/**'], message: 'The server imports only src/domain from the browser side.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'build/**', 'node_modules/**', 'data/**', 'uploads/**', 'test-results/**', 'server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/ban-ts-comment': 'error',
      'no-control-regex': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: SERVER_UI_PATTERNS }] },
  },
  // the browser's floors (src/domain has its own, stricter rule below)
  ...floorRules(SRC_FLOORS, 'src', SRC_EXTRA).slice(1),
  ...floorRules(SERVER_FLOORS, 'server', ['app', 'main', 'scripts/**']),
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: UI_PACKAGES, message: 'src/domain is pure TypeScript shared with the server.' },
            { group: ['../providers/**', '../layout/**', '../resources/**', '../screens/**', '../pages/**', '../ui/**', '../pos/**', '../i18n/**', '../../server/**'], message: 'src/domain imports nothing of the app or the server.' },
          ],
        },
      ],
    },
  },
  // a room's rule replaces its floor's (flat config keeps the last options of a rule), so it repeats them
  ...rooms.map((room) => ({
    files: [`src/${room}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...floorPatterns(SRC_FLOORS, 'src', SRC_EXTRA, SRC_FLOORS.findIndex((f) => f.includes('resources'))),
            {
              group: rooms
                .filter((other) => other !== room)
                .flatMap((other) => [`../${other.split('/')[1]}`, `../${other.split('/')[1]}/**`, `../../${other}`, `../../${other}/**`, `**/${other}`, `**/${other}/**`]),
              message: 'A resource or screen folder never imports another one: move shared code to src/ui, src/providers or src/domain.',
            },
          ],
        },
      ],
    },
  })),
);
