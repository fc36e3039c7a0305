// ESLint (flat config): typescript-eslint, the rules of hooks, and the import boundaries of
// ARCHITECTURE.md section 2: the server never imports React or the browser app (only src/domain),
// src/domain is pure TypeScript, and a resource folder never imports another resource folder.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const resources = readdirSync(new URL('./src/resources', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const UI_PACKAGES = ['react', 'react-dom', 'react-dom/*', 'react-admin', 'ra-*', '@mui/*', 'react-router', 'react-router-dom', 'react-hook-form', '@emotion/*'];

export default tseslint.config(
  { ignores: ['dist/**', 'build/**', 'node_modules/**', 'data/**', 'uploads/**', 'test-results/**', 'server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: UI_PACKAGES, message: 'The server never imports React or UI packages.' },
            { group: ['**/src/*', '**/src/**', '!**/src/domain', '!**/src/domain/**'], message: 'The server imports only src/domain from the browser side.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: UI_PACKAGES, message: 'src/domain is pure TypeScript shared with the server.' },
            { group: ['../providers/**', '../layout/**', '../resources/**', '../pages/**', '../ui/**', '../pos/**', '../i18n/**', '../../server/**'], message: 'src/domain imports nothing of the app or the server.' },
          ],
        },
      ],
    },
  },
  ...resources.map((name) => ({
    files: [`src/resources/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: resources.filter((other) => other !== name).flatMap((other) => [`../${other}`, `../${other}/**`, `**/resources/${other}`, `**/resources/${other}/**`]),
              message: 'A resource folder never imports another resource folder: move shared code to src/ui, src/providers or src/domain.',
            },
          ],
        },
      ],
    },
  })),
);
