import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // core is the one implementation of every number and rule; the web app never reaches into the server.
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '@keelson/server'], message: 'web talks to the server over HTTP only' }] }],
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
