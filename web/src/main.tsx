import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { protectSessionData } from './app/session-privacy';
import { checkSession } from './lib/session';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

// Before the first check of the session, so that every change of user is seen.
protectSessionData();

/**
 * The stylesheets that index.html only preloads (vite.config.ts, `nonBlockingStyles`), applied before the app renders:
 * the first paint (index.html's start-up text) waits for none of them, the app shows nothing unstyled. A sheet that
 * cannot be had holds nothing up. In development the styles come with the modules, and there are none.
 */
function applyPreloadedStyles(): Promise<unknown> {
  // The server's preloads of the first page's own styles (`data-page`) are applied by that page's code when it loads.
  const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]:not([data-page])')];
  return Promise.all(
    preloaded.map(
      (preload) =>
        new Promise((resolve) => {
          const sheet = document.createElement('link');
          sheet.rel = 'stylesheet';
          sheet.crossOrigin = preload.crossOrigin;
          sheet.href = preload.href;
          sheet.addEventListener('load', resolve);
          sheet.addEventListener('error', resolve);
          document.head.append(sheet);
        }),
    ),
  );
}

// The shell's stylesheets first: the pages' own, which the router's first loads add, come after them (the full
// Mantine styles of the app layout repeat the shell's few in their own order, and must come last).
const styles = applyPreloadedStyles();
// The current-user check, which every first page waits for (app/router.tsx), starts at once; the router joins it.
void checkSession();
// The router starts the first page's check, code and data in the next task, while the styles load: the shell's code
// has run in this one, and the two together would hold the browser up for one long task.
setTimeout(() => {
  const router = createRouter();
  // A transition: React renders the first page in slices, between which the browser stays responsive.
  void styles.then(() =>
    startTransition(() =>
      createRoot(container).render(
        <StrictMode>
          <AppProvider>
            <RouterProvider router={router} />
          </AppProvider>
        </StrictMode>,
      ),
    ),
  );
}, 0);

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
    // No controller after the change: the worker was removed (Clear-Site-Data "storage" at the end of a session), not
    // replaced; the page's files are all still there, and a reload would lose what the page was about to show.
    if (!updating || reloading || navigator.serviceWorker.controller === null) return;
    reloading = true;
    window.location.reload();
  });
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.warn('The service worker was not registered', error));
}
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', registerServiceWorker, { once: true });
}
