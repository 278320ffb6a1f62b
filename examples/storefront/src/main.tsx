import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { localStorageStorage, oauth } from '@vitrine/auth';
import { createClient } from '@vitrine/http';
import { VitrineProvider } from '@vitrine/react';
import { App } from './app';
import { platform } from './config';
import { RouterProvider } from './router';
import './styles/base.css';
import './styles/catalogue.css';
import './styles/cart-and-forms.css';

// One client for this browser tab; tokens live in localStorage so that tabs share one visitor and one cart.
const client = createClient({
  host: platform.host,
  readOnlyHost: platform.readOnlyHost,
  auth: oauth({ clientId: platform.clientId, storage: localStorageStorage() }),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <VitrineProvider client={client}>
      <RouterProvider>
        <App />
      </RouterProvider>
    </VitrineProvider>
  </StrictMode>,
);
