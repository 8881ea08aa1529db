import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'public', 'coverage', 'node_modules', 'examples'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs'] }, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Window properties that read like a forgotten local: a row once showed `window.status` (an
      // empty string) as its progress text after its own `status` was renamed.
      'no-restricted-globals': ['error', 'status', 'name', 'event', 'length', 'closed', 'origin', 'top', 'parent', 'opener'],
    },
  },
  {
    // The layers run one way (CONTRIBUTING.md, "Three layers, one direction"): client <- flow cores, catalogue, query,
    // messages <- hooks <- components; the server and the mocks never reach into React's layers. No
    // import cycle anywhere in the library.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // How to read the modules an import leads to, to follow their own imports.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/client', from: ['./src/connect', './src/upload', './src/media', './src/networks', './src/query', './src/i18n', './src/gallery', './src/accounts', './src/hooks', './src/components', './src/server', './src/mocks'], message: 'The client is the bottom layer: no React, no flows.' },
            { target: ['./src/connect', './src/upload', './src/media', './src/networks', './src/query', './src/i18n', './src/gallery', './src/accounts'], from: ['./src/hooks', './src/components'], message: 'Flow cores, the catalogue, query options and messages are React-free: hooks adapt them, not the other way.' },
            { target: './src/hooks', from: './src/components', message: 'Hooks sit under components: a component adds DOM to a hook.' },
            // One folder per connect flow; errors.ts and accounts.ts serve them all, and the callback page shares oauth/'s round trip (protocol, channel, flow record).
            { target: './src/connect/oauth', from: ['./src/connect/callback', './src/connect/pagePicker', './src/connect/appPassword'], message: 'The connect flow hands over to the page picker and the form through its hook, not by importing them.' },
            { target: ['./src/connect/pagePicker', './src/connect/appPassword'], from: ['./src/connect/oauth', './src/connect/callback'], message: 'The page picker and the app-password form stand alone: the flows that use them pass them their props.' },
            { target: ['./src/server', './src/mocks'], from: ['./src/hooks', './src/components'], message: 'The server entry and the simulated service import no React layer.' },
          ],
        },
      ],
    },
  },
  {
    // Tests and stories poke at things loosely on purpose (fixtures, unknown JSON).
    files: ['test/**', 'stories/**', '.storybook/**', 'scripts/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
