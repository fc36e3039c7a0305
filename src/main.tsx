// first: the address's data, code and session are asked for before the rest of the entry runs
import './boot';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { matchRoute } from './domain/routes';
import { startI18n } from './i18n';
import { storedLocale } from './providers/store';
import { registerServiceWorker } from './serviceWorker';

const root = document.getElementById('root')!;

// the first render waits for its language's messages (started by ./boot with the rest); a page that
// cannot get them says so in both languages instead of staying blank
startI18n(storedLocale()).then(
  () => {
    // A BrowserRouter around <Admin>: the SPEC.md route table is the URL contract (no hash URLs).
    const app = (
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>
    );
    const reactRoot = createRoot(root);
    // The till's first usable element, its barcode field, needs no data: its first commit ends its task
    // and the browser paints it before the screen's effects run (src/layout/afterFirstCommit.tsx). Any
    // other screen shows its data first: rendered synchronously, its effects (the reads of its queries)
    // run as soon as it is committed, before the browser spends time painting a frame without the data
    // (docs/decisions.md 'The first commit paints').
    if (matchRoute(window.location.pathname)?.key === 'sale') reactRoot.render(app);
    else flushSync(() => reactRoot.render(app));
    // the till's shell for working offline, once the first screen no longer needs the network and the CPU
    registerServiceWorker();
  },
  () => {
    root.textContent = 'Не удалось загрузить приложение: обновите страницу. / The app could not be loaded: reload the page.';
  },
);
