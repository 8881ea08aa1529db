import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SocialKitProvider } from '@socialkit/react';
import '@socialkit/react/styles.css';
import './app.css';
import { CallbackPage } from './CallbackPage.js';
import { Dashboard } from './Dashboard.js';

// One provider for the whole app: every component talks to our own server's proxy.
// `persistScope` is whose uploads this browser keeps (the uploader's `persist`): your signed-in
// user's id. This example has no sign-in, so one name stands for its one user.
const page = location.pathname === '/connect/callback' ? <CallbackPage /> : <Dashboard />;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SocialKitProvider baseUrl="/api/social" persistScope="example-user">{page}</SocialKitProvider>
  </StrictMode>,
);
