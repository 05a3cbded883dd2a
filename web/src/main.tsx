import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
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

/**
 * The service worker (/sw.js) keeps the app's files for the next visits; in development there is none. It is
 * registered once the page has loaded, so that it takes nothing from the first visit. A new version takes over at once
 * (vite.config.ts: autoUpdate), and a page that an older one served reloads once, so that it never asks for files
 * that the new version no longer has.
 */
function registerServiceWorker(): void {
  const updating = navigator.serviceWorker.controller !== null;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!updating || reloading) return;
    reloading = true;
    window.location.reload();
  });
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.warn('The service worker was not registered', error));
}
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', registerServiceWorker, { once: true });
}
