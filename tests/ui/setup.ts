import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { loadLocale, startI18n } from '../../src/i18n';

// waitFor/findBy give up after 5 s, not 1 s: a loaded 2-core CI machine renders react-admin's first
// page slower than a second (seen: a list title still '(…)' after 1 s); a real failure still fails
configure({ asyncUtilTimeout: 5000 });

// the app waits for its language's messages before rendering (src/main.tsx): the tests load both
await startI18n('ru');
await loadLocale('en');

/** One msw server for the ui tier: tests add handlers with server.use(...). Unhandled requests fail. */
export const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  localStorage.clear();
  document.cookie = 'token=; path=/; max-age=0';
});
afterAll(() => server.close());
