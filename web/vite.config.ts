import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { languages } from './src/lib/languages';
import { pickTexts, shellNamespace, shellTextPaths } from './src/lib/shell-texts';

const apiTarget = process.env.KEELSON_API ?? 'http://127.0.0.1:3000';

/** The libraries the first page runs whole, and Mantine's core (provider, Box, styles API) with its first components. */
const shellModules = [
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|zustand|use-sync-external-store|clsx)[\\/]/,
  /@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Box|Text|UnstyledButton))[\\/]/,
  /@mantine[\\/]hooks[\\/]esm[\\/](use-id|use-isomorphic-effect|use-reduced-motion|use-media-query|utils[\\/]random-id)[\\/]/,
  /virtual:shell-texts|web[\\/]src[\\/]lib[\\/](i18n|languages)\.ts|core[\\/]src[\\/]errors[\\/](catalogue|keelson-error)\.ts/,
];

/** `virtual:shell-texts`: the shell's texts of every language (src/lib/shell-texts.ts) as i18next resources, picked from the locales at build time. */
function shellTexts(): Plugin {
  const id = 'virtual:shell-texts';
  return {
    name: 'keelson-shell-texts',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(resolved) {
      if (resolved !== `\0${id}`) return null;
      const texts = Object.fromEntries(
        languages.map((language) => {
          const file = fileURLToPath(new URL(`src/locales/${language}.json`, import.meta.url));
          this.addWatchFile(file);
          return [language, { [shellNamespace]: pickTexts(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>, shellTextPaths) }];
        }),
      );
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    shellTexts(),
    VitePWA({
      // Registered by src/main.tsx through virtual:pwa-register; the worker is served as /sw.js.
      injectRegister: false,
      registerType: 'autoUpdate',
      filename: 'sw.js',
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Keelson',
        short_name: 'Keelson',
        description: 'Cashflow models and utility analyses for ship-investment decisions',
        theme_color: '#1c3d5a',
        background_color: '#f4f7fa',
        display: 'standalone',
        start_url: '/',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/auth\//],
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        // zxcvbn's dictionaries (1.7 MB) and exceljs (0.9 MB) load only where they are used; not worth precaching.
        globIgnores: ['**/password-policy-*.js', '**/exceljs*.js'],
      },
    }),
  ],
  server: {
    proxy: {
      '/api': apiTarget,
      '/auth': apiTarget,
    },
  },
  build: {
    // One chunk for what every page runs (React, the router, translations, the session store, Mantine's core), instead
    // of the dozen small chunks that the pages' sharing would cut it into: fewer requests, better compression.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', test: (id: string) => shellModules.some((pattern) => pattern.test(id)) }] } } },
    modulePreload: { polyfill: false },
    outDir: 'dist',
    emptyOutDir: true,
    // The password policy chunk carries zxcvbn's dictionaries and is loaded on demand.
    chunkSizeWarningLimit: 1800,
  },
});
