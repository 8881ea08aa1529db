import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { SocialKitProvider } from '../src/hooks/SocialKitProvider.js';
import { BASE_URL, seedAccounts, simulated } from '../stories/support/simulated.js';
import '../src/styles/tokens.css';
import '../src/styles/platform-options.css';
import '../src/styles/connect.css';
import '../src/styles/page-picker.css';
import '../src/styles/app-password-form.css';
import '../src/styles/account-list.css';
import '../src/styles/media-uploader.css';
import '../src/styles/media-gallery.css';

/** Every story runs inside the provider, talking to the simulated service at BASE_URL. */
const withSocialKit: Decorator = (Story, context) => {
  const theme = context.globals.theme as string | undefined;
  return (
    <div data-theme={theme === 'auto' ? undefined : theme} style={{ background: 'var(--sk-color-bg)', padding: '1rem' }}>
      <SocialKitProvider baseUrl={BASE_URL} tenantId="acme">
        <Story />
      </SocialKitProvider>
    </div>
  );
};

const preview: Preview = {
  loaders: [
    mswLoader(),
    () => {
      seedAccounts();
      return {};
    },
  ],
  decorators: [withSocialKit],
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: { title: 'Theme', icon: 'contrast', items: ['auto', 'light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'auto' },
  parameters: {
    msw: { handlers: { service: simulated.handlers } },
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
