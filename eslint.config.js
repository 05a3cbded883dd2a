import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
/** The web app's features, one folder each under web/src/features. */
const features = readdirSync(`${root}/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's layers (docs/STYLE.md, "The web app reads like bulletproof-react"): app composes features,
 * features use components and lib, and nothing imports upwards. A feature never imports another one: what
 * two features share moves down to components/ or lib/.
 */
const webZones = [
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature; move what both need to web/src/components or web/src/lib, or compose them in web/src/app.',
  })),
  { target: './web/src/features', from: './web/src/app', message: 'Features do not import the app; the app composes features.' },
  {
    target: ['./web/src/components', './web/src/lib'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared components and lib are below the features and the app; they import neither.',
  },
  { target: './web/src/lib', from: './web/src/components', message: 'lib holds no UI; it does not import components.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', '**/test-results/**', '**/playwright-report/**', '**/.test-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Import cycles anywhere in the sources; the resolver follows TypeScript's own resolution of each workspace.
    files: ['web/src/**/*.{ts,tsx}', 'core/src/**/*.ts', 'server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['web/tsconfig.json', 'core/tsconfig.json', 'server/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // core is the one implementation of every number and rule; the web app never reaches into the server.
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '@keelson/server'], message: 'web talks to the server over HTTP only' }] }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: webZones }],
      // Mantine's Loader is a plain span: a name on it without a role is prohibited ARIA (axe's aria-prohibited-attr).
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Loader']:has(JSXAttribute[name.name='aria-label']):not(:has(JSXAttribute[name.name='role']))",
          message: 'a labelled Loader needs a role (status, or img inside a status region)',
        },
      ],
    },
  },
  {
    files: ['core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['node:*', 'fs', 'path', 'http', 'react', 'react-dom', 'fastify', '@keelson/*'], message: 'core is pure: no I/O, no framework' }],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'server/src/cli/**/*.ts', 'core/bench/**/*.ts', 'server/bench/**/*.ts', 'e2e/bench/**/*.ts', 'e2e/support/smtp-sink.ts'],
    rules: { 'no-console': 'off' },
  },
);
