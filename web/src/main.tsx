import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { registerSW } from 'virtual:pwa-register';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { protectSessionData } from './app/session-privacy';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

// Before the first check of the session, so that every change of user is seen.
protectSessionData();

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={createRouter()} />
    </AppProvider>
  </StrictMode>,
);

// The service worker (/sw.js) caches the app's files; in development there is none.
if (import.meta.env.PROD) registerSW({ immediate: true });
