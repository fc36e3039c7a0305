import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, Notification, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../../src/i18n';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createDataProvider } from '../../src/providers/dataProvider';

/** The one wrapper of the ui tier: AdminContext with a fresh memory store, our i18n (ru), our providers. */
export function renderWithAdmin(
  ui: ReactNode,
  options: { path?: string; authProvider?: AuthProvider; dataProvider?: DataProvider; locale?: string } = {},
) {
  // the i18n provider is one instance for the whole file: always set the language, ru by default
  const store = memoryStore({ locale: options.locale ?? 'ru' });
  return render(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <AdminContext
        store={store}
        i18nProvider={i18nProvider}
        authProvider={options.authProvider ?? createAuthProvider()}
        dataProvider={options.dataProvider ?? createDataProvider()}
      >
        {ui}
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}
