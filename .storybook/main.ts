import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { liveViteConfig } from './liveProxy.js';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // public/ holds msw's service worker, through which the simulated service answers.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // SOCIAL_API_KEY + SOCIAL_API_URL: live mode (.storybook/liveProxy.ts); otherwise the simulated service.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, liveViteConfig(process.env)),
};

export default config;
