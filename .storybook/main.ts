import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { apiDocs } from './apiDocs.js';
import { liveViteConfig } from './liveProxy.js';

// The built site prints what is wrong and nothing else. Its preview bundle carries Storybook's
// runtime, React, msw and axe for every story (about 1.1 MB): large for an app, as expected for a
// docs site. The HEIC worker carries libheif with its WebAssembly inlined (about 2 MB, loaded only
// for a HEIC photo: docs/uploading.md, "HEIC photos"). Plugin timings depend on how busy the
// shared machine is, not on the build.
const QUIET_BUILD = {
  logLevel: 'warn',
  build: { chunkSizeWarningLimit: 2100, rolldownOptions: { checks: { bundlerTimings: false } } },
} as const;

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // public/ holds msw's service worker, through which the simulated service answers.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The props tables of the docs pages come from the types, as the compiler reads them: the
  // components' props extend their hooks' options through Omit and Pick, which react-docgen (the
  // default) does not follow, leaving most of a component's props out of its table.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // The library's components only: stories and Storybook's own files have no props table.
      include: ['src/**/*.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Our props only: nothing React or the DOM declares.
      propFilter: (prop) => !prop.parent?.fileName.includes('node_modules'),
    },
  },
  // SOCIAL_API_KEY + SOCIAL_API_URL: live mode (.storybook/liveProxy.ts); otherwise the simulated service.
  // The hooks' docs pages read their options and result tables from the types (apiDocs.ts).
  viteFinal: (viteConfig) =>
    mergeConfig(mergeConfig(mergeConfig(viteConfig, QUIET_BUILD), { plugins: [apiDocs()] }), liveViteConfig(process.env)),
};

export default config;
