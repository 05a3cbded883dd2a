import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = process.env.KEELSON_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
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
    outDir: 'dist',
    emptyOutDir: true,
    // The password policy chunk carries zxcvbn's dictionaries and is loaded on demand.
    chunkSizeWarningLimit: 1800,
  },
});
