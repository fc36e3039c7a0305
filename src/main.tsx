// first: the address's data, code and session are asked for before the rest of the entry runs
import './boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { registerServiceWorker } from './serviceWorker';

// A BrowserRouter around <Admin>: the SPEC.md route table is the URL contract (no hash URLs).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);

// the till's shell for working offline, once the first screen no longer needs the network and the CPU
registerServiceWorker();
