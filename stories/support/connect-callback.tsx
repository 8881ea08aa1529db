import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConnectCallback, SocialKitProvider } from '../../src/index.js';
import { BASE_URL, simulated } from './simulated.js';
import '../../src/styles/tokens.css';
import '../../src/styles/connect-account-button.css';
import '../../src/styles/connect-callback.css';
import '../../src/styles/page-picker.css';

/**
 * The callback page outside Storybook's own frame, for the story tests (they run where
 * iframe.html does not exist). It talks to the same simulated service, shared through localStorage.
 */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SocialKitProvider baseUrl={BASE_URL} tenantId="acme" fetch={(input, init) => simulated.handle(new Request(new URL(input instanceof Request ? input.url : String(input), location.href), init))}>
      <ConnectCallback />
    </SocialKitProvider>
  </StrictMode>,
);
