import type { Decorator, Preview, ReactRenderer } from '@storybook/react-vite';
import type { ArgTypesEnhancer } from 'storybook/internal/types';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useLayoutEffect } from 'react';
import { configure } from 'storybook/test';
import type { ColorScheme } from '../src/hooks/context.js';
import { SocialKitProvider } from '../src/hooks/SocialKitProvider.js';
import { BASE_URL, seedAccounts, simulated } from '../stories/support/simulated.js';
import { withRedirectLanding } from '../stories/support/redirectLanding.js';
import { ComponentDocsPage } from '../stories/support/docs/ComponentDocsPage.js';
import { LANGUAGE_ITEMS, loadLanguage, storyLanguage } from '../stories/support/language.js';
import '../src/styles/tokens.css';
import '../src/styles/platform-options-panel.css';
import '../src/styles/connect-account-button.css';
import '../src/styles/connect-callback.css';
import '../src/styles/page-picker.css';
import '../src/styles/handle-app-password-form.css';
import '../src/styles/account-list.css';
import '../src/styles/media-uploader.css';
import '../src/styles/media-gallery.css';

// How long a play function waits for what a step shows (findBy, waitFor): a popup's consent, a
// real PUT, a retry after its delay. Waiting longer never lets a wrong screen pass; on a loaded
// machine (CI at a load average of 25 on 2 cores) ten seconds was not enough for a connect, and
// with two suites at once (load 40) thirty seconds was not enough for End To End's upload.
configure({ asyncUtilTimeout: 60_000 });

/** Defined by .storybook/liveProxy.ts: a boolean, the only thing the browser learns of live mode. */
declare const __SOCIALKIT_LIVE__: boolean | undefined;
const LIVE = typeof __SOCIALKIT_LIVE__ === 'boolean' && __SOCIALKIT_LIVE__;
const SERVICE = LIVE ? 'live' : 'simulated';

/** The page a story is embedded in, as a dashboard paints itself: its own colours, its own word on the theme. */
const HOST_PAGES = {
  light: { background: '#ffffff', color: '#1a1a1a', colorScheme: 'light', theme: undefined },
  dark: { background: '#0f1115', color: '#e6e6e6', colorScheme: 'dark', theme: 'dark' },
  system: { background: 'light-dark(#ffffff, #0f1115)', color: 'light-dark(#1a1a1a, #e6e6e6)', colorScheme: 'light dark', theme: 'system' },
} as const;

/**
 * Every story runs inside the provider, talking to BASE_URL: the simulated service (msw), or in
 * live mode the dev server's proxy, which forces SOCIAL_TENANT_ID when set (else no tenant is sent).
 * Around it, the host page the toolbar picks, and the provider's colorScheme if one is picked.
 * The language the toolbar picks sets the provider's locale and messages, and the host page's `lang`
 * and `dir`, as an app in that language sets them.
 */
const withSocialKit: Decorator = (Story, context) => {
  const host = HOST_PAGES[(context.globals.host as keyof typeof HOST_PAGES | undefined) ?? 'system'] ?? HOST_PAGES.system;
  const colorScheme = context.globals.colorScheme as ColorScheme | 'host' | undefined;
  const { locale, messages, lang, dir } = storyLanguage(context);
  return (
    <div data-theme={host.theme} lang={lang} dir={dir} style={{ background: host.background, color: host.color, colorScheme: host.colorScheme, padding: '1rem', minHeight: '100%' }}>
      {context.viewMode === 'story' && <HostCanvas host={host} />}
      {/* persistScope: the app's signed-in user's id; the uploads `persist` keeps are scoped to it. */}
      <SocialKitProvider baseUrl={BASE_URL} tenantId={LIVE ? undefined : 'acme'} persistScope="storybook-user" colorScheme={colorScheme === 'host' ? undefined : colorScheme} locale={locale} messages={messages}>
        <Story />
      </SocialKitProvider>
    </div>
  );
};

/**
 * A story's canvas is the host page whole: Storybook pads the frame's body around the story and
 * keeps it white, so a dark host would be a dark band on white. Not on a docs page, whose blocks
 * each show their own host inside Storybook's page.
 */
function HostCanvas({ host }: { host: (typeof HOST_PAGES)[keyof typeof HOST_PAGES] }) {
  useLayoutEffect(() => {
    const { style } = document.body;
    const before = [style.background, style.colorScheme];
    style.background = host.background;
    style.colorScheme = host.colorScheme;
    return () => {
      [style.background, style.colorScheme] = before as [string, string];
    };
  }, [host]);
  return null;
}

/** Props tables list the props that shape the component first, then the callbacks, then the styling hooks. */
const GROUPS = ['Callbacks', 'Styling'];
const groupProps: ArgTypesEnhancer<ReactRenderer> = ({ argTypes }) => {
  const grouped = Object.entries(argTypes).map(([name, argType]) => {
    const category = argType.table?.category ?? (/^on[A-Z]/.test(name) ? 'Callbacks' : name === 'className' || name === 'classNames' ? 'Styling' : undefined);
    return [name, category ? { ...argType, table: { ...argType.table, category } } : argType] as const;
  });
  const rank = ([, argType]: (typeof grouped)[number]) => GROUPS.indexOf(argType.table?.category ?? '');
  return Object.fromEntries(grouped.sort((a, b) => rank(a) - rank(b)));
};

/** What the preview frame holds of Storybook's own view (its PreviewWeb): absent in portable stories. */
interface PreviewFrame {
  __STORYBOOK_PREVIEW__?: { view?: { showMain(): void } };
}

/**
 * Shows the canvas just before the story mounts. Storybook hides it ("preparing") 100 ms after a
 * story is picked, by a timer that only a finished render cancels, not the start of one: on a
 * slow machine the timer fired while React was committing the story, so the story's fields were
 * hidden at that moment and `autoFocus` landed nowhere (seen in CI, and with the CPU slowed
 * eight times: the focus stayed on the body). By now the loaders have run and the last story is
 * gone, so nothing half-made shows.
 */
const showCanvas = () => {
  (window as PreviewFrame).__STORYBOOK_PREVIEW__?.view?.showMain();
};

const preview: Preview = {
  argTypesEnhancers: [groupProps],
  beforeEach: showCanvas,
  // Live: no worker at all, so every request reaches the dev server's proxy.
  loaders: LIVE
    ? [loadLanguage]
    : [
        loadLanguage,
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
    host: {
      description: 'The page the components are embedded in',
      toolbar: {
        title: 'Host page',
        icon: 'contrast',
        items: [
          // Each title says what it is, since the toolbar shows the one picked in place of "Host page".
          { value: 'light', title: 'Host page: light dashboard' },
          { value: 'dark', title: 'Host page: dark dashboard (data-theme="dark")' },
          { value: 'system', title: 'Host page: follows the system (data-theme="system")' },
        ],
        dynamicTitle: true,
      },
    },
    colorScheme: {
      description: "The provider's colorScheme",
      toolbar: {
        title: 'colorScheme',
        icon: 'paintbrush',
        items: [
          { value: 'host', title: 'As the host says (no prop)' },
          { value: 'light', title: 'colorScheme="light"' },
          { value: 'dark', title: 'colorScheme="dark"' },
          { value: 'system', title: 'colorScheme="system"' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: "The provider's language: its locale and its pack of messages (right-to-left ones set dir=\"rtl\" on the host)",
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGE_ITEMS,
        dynamicTitle: true,
      },
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
  // A host page that follows the system: the story tests play each story with the system light,
  // then read it again with the system dark.
  // English by default: the play functions read the English messages.
  initialGlobals: { host: 'system', colorScheme: 'host', locale: 'en', service: SERVICE },
  parameters: {
    ...(LIVE ? {} : { msw: { handlers: { service: simulated.handlers } } }),
    // The sidebar: the introduction, then the guides in reading order (stories/support/docs/guides.ts;
    // Storybook reads this literal from the source, so it cannot import that list), then the rest
    // as the files come.
    options: {
      storySort: {
        order: ['Introduction', 'Guides', ['Getting started', 'The backend proxy', 'Connect flows', 'Uploads', 'Post options', 'Errors', 'Theming', 'Testing your app', 'Server rendering', 'Languages', 'Media rules', 'Provider, hooks and client', 'The engines (core)'], '*'],
      },
    },
    a11y: { test: 'error' },
    controls: { expanded: true },
    // The page of every component (`tags: ['autodocs']`); the hooks' pages are MDX of their own.
    docs: { page: ComponentDocsPage },
  },
};

export default preview;
