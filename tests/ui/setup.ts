import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';

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
