// The app's own server: it keeps the service's API key, decides who the user is and which
// tenant they act for, and mounts the SocialKit proxy for the browser. Run `npm run build` first.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { createSocialProxy, toNodeHandler } from '@socialkit/react/server';

const root = fileURLToPath(new URL('.', import.meta.url));
const app = express();

// A stand-in for your sign-in: every visitor gets a session cookie for tenant "acme". In your app
// the tenant comes from your own session (Passport's req.user, express-session's req.session).
const sessions = new Map();
app.use((req, res, next) => {
  const id = /(?:^|;\s*)demo_session=([\w-]+)/.exec(req.headers.cookie ?? '')?.[1];
  req.tenant = id ? sessions.get(id) : undefined;
  if (!req.tenant && req.method === 'GET' && !req.path.startsWith('/api/')) {
    const session = randomUUID();
    sessions.set(session, 'acme');
    res.setHeader('Set-Cookie', `demo_session=${session}; Path=/; HttpOnly; SameSite=Lax`);
    req.tenant = 'acme';
  }
  next();
});

// Created on first use: a build or a test that never calls it needs no key. The hooks, given to
// toNodeHandler, read Express's own req, where the session middleware above put the tenant.
let handler;
const socialProxy = () =>
  (handler ??= toNodeHandler(
    createSocialProxy({
      apiKey: process.env.SOCIAL_API_KEY,
      upstreamUrl: process.env.SOCIAL_API_URL,
      basePath: '/api/social',
    }),
    {
      authorize: (req) => req.tenant !== undefined,
      resolveTenant: (req) => req.tenant,
    },
  ));
app.use('/api/social', (req, res, next) => socialProxy()(req, res, next));

app.use(express.static(`${root}dist`, { index: false }));
// The single-page app answers every other GET, /connect/callback included.
app.get('/{*splat}', (_req, res) => res.sendFile(`${root}dist/index.html`));

const server = app.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1', () => {
  const { address, port } = server.address();
  console.log(`Dashboard at http://${address}:${port}`);
});
