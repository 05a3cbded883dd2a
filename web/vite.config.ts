import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstLoads } from './src/app/first-loads';
import { pickTexts, shellNamespace, shellTextPaths } from './src/lib/shell-texts';

const apiTarget = process.env.KEELSON_API ?? 'http://127.0.0.1:3000';

/**
 * What the index page runs: the libraries it runs whole, Mantine's core (provider, Box, styles API) with the components
 * of the index page and its layout, and the app's translations. Everything else of Mantine goes with the other pages
 * (app-vendor): a component added to the index page belongs here, or the index page loads app-vendor (the first-load
 * bench's 150 kB budget says so).
 */
const shellModules = [
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|zustand|use-sync-external-store|clsx)[\\/]/,
  /@mantine[\\/]core[\\/]esm[\\/]core[\\/]/,
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Anchor|Box|Button|Card|Container|Group|Loader|Paper|Stack|Text|Title|Transition|UnstyledButton|VisuallyHidden)[\\/]/,
  /@mantine[\\/]hooks[\\/]esm[\\/](use-id|use-isomorphic-effect|use-reduced-motion|use-media-query|use-did-update|utils[\\/]random-id)[\\/]/,
  /@mantine[\\/](store|notifications[\\/]esm[\\/]notifications\.store)/,
  /virtual:shell-texts|web[\\/]src[\\/]lib[\\/]i18n\.ts|core[\\/]src[\\/](languages[\\/](languages|notations)|errors[\\/](catalogue|keelson-error))\.ts/,
];

/**
 * What the app layout (src/app/layouts/app-layout.tsx) runs beyond the shell: its Mantine components and the data
 * cache. Every page of the app loads it first, and the cashflow page draws its header with it alone, before the
 * libraries of forms, schemas, tables and dialogs (app-vendor) arrive. A library the layout starts to use belongs here:
 * the build fails when the layout would load app-vendor (`layoutWithoutAppVendor`).
 */
const layoutModules = [
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](AppShell|Burger|NavLink|ScrollArea|Collapse|Accordion[\\/]AccordionChevron)[\\/]/,
  /@mantine[\\/]hooks[\\/]/,
  /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
];

/** The libraries of the pages beyond the index page, but for those that load only with charts, exports, tables or the password policy. */
const appVendorModules = /node_modules[\\/]/;
const lazyVendorModules =
  /node_modules[\\/](recharts|d3-[^\\/]+|victory-vendor|@mantine[\\/]charts|exceljs|@zxcvbn-ts|decimal\.js-light|es-toolkit|@reduxjs|redux|redux-thunk|immer|reselect|react-redux|eventemitter3|tiny-invariant|internmap|@tanstack[\\/]table-core|@tanstack[\\/]react-table)[\\/]/;

/**
 * `virtual:shell-texts`: the shell's texts of every language (src/lib/shell-texts.ts) as i18next resources, picked from
 * the locales at build time. The locales are one `<language>.json` per language of core's list (locales.test.ts); the
 * config reads the files rather than core, which it cannot load: it is bundled without its workspace dependencies.
 */
function shellTexts(): Plugin {
  const id = 'virtual:shell-texts';
  const locales = new URL('src/locales/', import.meta.url);
  return {
    name: 'keelson-shell-texts',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(resolved) {
      if (resolved !== `\0${id}`) return null;
      const languages = readdirSync(locales)
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length));
      const texts = Object.fromEntries(
        languages.map((language) => {
          const file = fileURLToPath(new URL(`${language}.json`, locales));
          this.addWatchFile(file);
          return [language, { [shellNamespace]: pickTexts(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>, shellTextPaths) }];
        }),
      );
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}

/**
 * The files a first visit loads, whatever the page: the page, the entry chunk and what it imports statically, their
 * styles, the icon and the web manifest. The service worker precaches these alone (the pages' chunks are cached as they
 * are loaded), so that installing it downloads nothing the visit did not need. Filled when the bundle is written.
 */
const shellFiles = new Set<string>(['index.html', 'favicon.svg', 'manifest.webmanifest']);

type Bundle = Rollup.OutputBundle;

/** The chunks that loading `roots` loads: they and, through their static imports, every chunk they need. */
function chunksLoadedBy(bundle: Bundle, roots: readonly string[]): Set<string> {
  const loaded = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (loaded.has(fileName) || chunk?.type !== 'chunk') return;
    loaded.add(fileName);
    chunk.imports.forEach(visit);
  };
  roots.forEach(visit);
  return loaded;
}

/** The stylesheets of chunks, once each. */
function stylesOf(bundle: Bundle, fileNames: Iterable<string>): string[] {
  const styles = new Set<string>();
  for (const fileName of fileNames) {
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
  }
  return [...styles];
}

/** The entry chunks of a bundle: what the page loads, whatever the path. */
function entriesOf(bundle: Bundle): string[] {
  return Object.values(bundle).flatMap((output) => (output.type === 'chunk' && output.isEntry ? [output.fileName] : []));
}

function shellFilesOfBundle(): Plugin {
  return {
    name: 'keelson-shell-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const shell = chunksLoadedBy(bundle, entriesOf(bundle));
      for (const fileName of [...shell, ...stylesOf(bundle, shell)]) shellFiles.add(fileName);
    },
  };
}

/**
 * `first-loads.json` beside the page: for each of `firstLoads` (src/app/first-loads.ts), its path pattern with the scripts and styles its
 * modules load, beyond what the page loads anyway. A module that is not a chunk of its own fails the build.
 */
function firstLoadsFile(): Plugin {
  return {
    name: 'keelson-first-loads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const onEveryPage = chunksLoadedBy(bundle, entriesOf(bundle));
      const entries = firstLoads.map(({ path, modules }) => {
        const roots = modules.map((module) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module) === true);
          if (chunk === undefined) this.error(`first load of ${path}: ${module} is not a chunk of its own (is it loaded lazily by app/router.tsx?)`);
          return chunk.fileName;
        });
        const files = [...chunksLoadedBy(bundle, roots)].filter((fileName) => !onEveryPage.has(fileName));
        return { path, scripts: files.map((fileName) => `/${fileName}`), styles: stylesOf(bundle, files).map((fileName) => `/${fileName}`) };
      });
      this.emitFile({ type: 'asset', fileName: 'first-loads.json', source: JSON.stringify(entries) });
    },
  };
}

/** The build fails when the app layout's chunk would load app-vendor: see `layoutModules`. */
function layoutWithoutAppVendor(): Plugin {
  return {
    name: 'keelson-layout-without-app-vendor',
    apply: 'build',
    generateBundle(_options, bundle) {
      const layout = Object.values(bundle).find((output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('src/app/layouts/app-layout.tsx'));
      if (layout?.type !== 'chunk') return;
      const loaded = chunksLoadedBy(bundle, [layout.fileName]);
      const appVendor = [...loaded].find((fileName) => fileName.includes('app-vendor'));
      if (appVendor === undefined) return;
      const usedBy = [...loaded].filter(
        (fileName) => bundle[fileName]?.type === 'chunk' && (bundle[fileName] as { imports: string[] }).imports.includes(appVendor),
      );
      this.error(`The app layout loads ${appVendor} (imported by ${usedBy.join(', ')}): add the libraries it uses to layoutModules in vite.config.ts`);
    },
  };
}

/**
 * The app's stylesheets do not hold up the first paint: index.html preloads them instead of linking them, and the app
 * applies them before it renders (src/main.tsx), so that the page paints its own start-up text (index.html) as soon as
 * it arrives, while the scripts and styles load.
 */
function nonBlockingStyles(): Plugin {
  return {
    name: 'keelson-non-blocking-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g, '<link rel="preload" as="style"$1 href="$2">'),
    },
  };
}

/** The text files of the build, which are sent compressed (server/src/http/web-app.ts). */
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

/**
 * A brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of the build, written once here
 * so that the server sends them as they are (`@fastify/static`'s preCompressed). A copy that would not be smaller is
 * not written. Runs last, after the service worker is generated.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'keelson-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await readdir(outDir, { recursive: true })).filter((file) => compressible.test(file));
        await Promise.all(
          files.map(async (file) => {
            const path = join(outDir, file);
            const content = await readFile(path);
            const [brotli, gzipped] = await Promise.all([
              promisify(brotliCompress)(content, {
                params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length },
              }),
              promisify(gzip)(content, { level: 9 }),
            ]);
            if (brotli.length < content.length) await writeFile(`${path}.br`, brotli);
            if (gzipped.length < content.length) await writeFile(`${path}.gz`, gzipped);
          }),
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    shellTexts(),
    shellFilesOfBundle(),
    layoutWithoutAppVendor(),
    firstLoadsFile(),
    nonBlockingStyles(),
    VitePWA({
      // Registered by src/main.tsx once the page has loaded; the worker is served as /sw.js.
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
        globPatterns: ['**/*.{js,css,html}'],
        // Only the shell is precached; the pages' chunks (and zxcvbn's 1.7 MB, exceljs's 0.9 MB) are cached when used.
        manifestTransforms: [(entries) => Promise.resolve({ manifest: entries.filter((entry) => shellFiles.has(entry.url)), warnings: [] })],
        runtimeCaching: [
          {
            // Hashed file names: a cached copy is never stale.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'keelson-assets',
              expiration: { maxEntries: 300, maxAgeSeconds: 365 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    precompress(),
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', test: (id: string) => shellModules.some((pattern) => pattern.test(id)), priority: 3 },
            { name: 'layout-vendor', test: (id: string) => layoutModules.some((pattern) => pattern.test(id)), priority: 2 },
            // The schemas' library apart: the cashflow page runs it (and core's schemas) in a task of its own.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
            { name: 'app-vendor', test: (id: string) => appVendorModules.test(id) && !lazyVendorModules.test(id) && !id.endsWith('.css'), priority: 1 },
          ],
        },
      },
    },
    modulePreload: { polyfill: false },
    outDir: 'dist',
    emptyOutDir: true,
    // The password policy chunk carries zxcvbn's dictionaries and is loaded on demand.
    chunkSizeWarningLimit: 1800,
  },
});
