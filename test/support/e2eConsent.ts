import { networkName } from '../../src/mocks/networks.js';
import type { SimulatedServiceCore } from '../../src/mocks/types.js';

/**
 * The simulated network's consent screen, served by the simulated service's own HTTP server (an
 * origin other than the app's), as a real OAuth consent is: a server-rendered form whose answer
 * is posted back and redirected to the app's `redirect_uri`. `renderSimulatedConsent` does the
 * same in a page that holds the service itself; here the service lives in Node.
 */
export const CONSENT_PATH = '/consent';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (status: number, title: string, body: string) =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head>` +
      `<body><main><h1>${escape(title)}</h1>${body}</main></body></html>`,
    { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } },
  );

const unknown = () => page(404, 'Simulated consent', '<p role="alert">This authorization request is unknown or has already been answered.</p>');

export async function answerConsent(request: Request, service: SimulatedServiceCore): Promise<Response> {
  if (request.method === 'GET') {
    const state = new URL(request.url).searchParams.get('state');
    const flow = service.db.authFlows().find((candidate) => candidate.state === state);
    if (!flow) return unknown();
    const name = networkName(flow.network);
    return page(
      200,
      `${name} wants access`,
      `<p>An app wants access to your ${escape(name)} account. This screen is simulated.</p>` +
        `<form method="post" action="${CONSENT_PATH}"><input type="hidden" name="state" value="${escape(flow.state)}">` +
        '<button name="decision" value="allow">Allow</button> <button name="decision" value="deny">Deny</button></form>',
    );
  }
  if (request.method !== 'POST') return page(405, 'Simulated consent', '<p role="alert">Method not allowed.</p>');
  const form = new URLSearchParams(await request.text());
  const decision = form.get('decision') === 'allow' ? 'allow' : 'deny';
  try {
    return new Response(null, { status: 303, headers: { Location: service.authorize(form.get('state') ?? '', { decision }) } });
  } catch {
    return unknown();
  }
}
