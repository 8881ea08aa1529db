import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { SocialKitProvider } from '../src/hooks/SocialKitProvider.js';
import { BASE_URL, seedAccounts, simulated } from '../stories/support/simulated.js';
import { withRedirectLanding } from '../stories/support/redirectLanding.js';
import '../src/styles/tokens.css';
import '../src/styles/platform-options.css';
import '../src/styles/connect.css';
import '../src/styles/page-picker.css';
import '../src/styles/app-password-form.css';
import '../src/styles/account-list.css';
import '../src/styles/media-uploader.css';
import '../src/styles/media-gallery.css';

/** Defined by .storybook/liveProxy.ts: a boolean, the only thing the browser learns of live mode. */
declare const __SOCIALKIT_LIVE__: boolean | undefined;
const LIVE = typeof __SOCIALKIT_LIVE__ === 'boolean' && __SOCIALKIT_LIVE__;
const SERVICE = LIVE ? 'live' : 'simulated';

/**
 * Every story runs inside the provider, talking to BASE_URL: the simulated service (msw), or in
 * live mode the dev server's proxy, which forces SOCIAL_TENANT_ID when set (else no tenant is sent).
 */
const withSocialKit: Decorator = (Story, context) => {
  const theme = context.globals.theme as string | undefined;
  return (
    <div data-theme={theme === 'auto' ? undefined : theme} style={{ background: 'var(--sk-color-bg)', padding: '1rem' }}>
      <SocialKitProvider baseUrl={BASE_URL} tenantId={LIVE ? undefined : 'acme'}>
        <Story />
      </SocialKitProvider>
    </div>
  );
};

const preview: Preview = {
  // Live: no worker at all, so every request reaches the dev server's proxy.
  loaders: LIVE
    ? []
    : [
        // Quiet about what the simulated service does not serve (the favicon, fonts): only a
        // request under its own paths that nothing answered is worth a warning.
        mswLoader(async () => {
          const { setupWorker } = await import('msw/browser');
          const worker = setupWorker();
          await worker.start({ quiet: true, onUnhandledRequest: (request, print) => (simulated.matches(request.url) ? print.warning() : undefined) });
          return worker;
        }),
        () => {
          seedAccounts();
          return {};
        },
      ],
  // Outermost last: the landing step renders inside the provider.
  decorators: [withRedirectLanding, withSocialKit],
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: { title: 'Theme', icon: 'contrast', items: ['auto', 'light', 'dark'], dynamicTitle: true },
    },
    // Not a choice: says which service answers (live mode is chosen by the dev server's environment).
    service: {
      description: 'Which service the stories talk to',
      toolbar: {
        title: LIVE ? 'Live service' : 'Simulated service',
        icon: LIVE ? 'globe' : 'beaker',
        items: [{ value: SERVICE, title: LIVE ? 'Live service' : 'Simulated service' }],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'auto', service: SERVICE },
  parameters: {
    ...(LIVE ? {} : { msw: { handlers: { service: simulated.handlers } } }),
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
