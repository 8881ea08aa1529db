import { signInChoices } from './consent.js';
import { networkName } from './networks.js';
import type { SimulatedServiceCore } from './types.js';

/**
 * The simulated network's consent screen as a server renders it, for the simulated service over
 * HTTP (`startSimulatedService`): a page on the service's own origin, as a real OAuth consent is,
 * whose form posts back and is redirected to the app's `redirect_uri`. `renderSimulatedConsent`
 * does the same inside a page that holds the service itself (Storybook, MSW).
 */
export const CONSENT_PATH = '/consent';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The library's own type, palette and proportions (36 px controls, the small radius), so the
// screen looks like part of the kit, light or dark.
const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; font-size: 15px; line-height: 1.5; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { max-width: 26rem; margin: 1.5rem; padding: 1.5rem; border: 1px solid GrayText; border-radius: 0.5rem; }
  h1 { margin: 0 0 0.5rem; font-size: 1.25rem; }
  form { display: grid; gap: 0.75rem; margin-top: 1rem; }
  label { display: grid; gap: 0.25rem; font-weight: 600; }
  input { box-sizing: border-box; font: inherit; font-weight: 400; height: 2.25rem; padding: 0 0.75rem; border-radius: 0.25rem; border: 1px solid GrayText; }
  .actions { display: flex; gap: 0.5rem; }
  button { font: inherit; font-weight: 600; min-height: 2.25rem; padding: 0 1rem; border-radius: 0.25rem; border: 1px solid GrayText; background: Canvas; color: CanvasText; cursor: pointer; }
  button[value='allow'] { background: #0b57d0; border-color: #0b57d0; color: #fff; }
`;

const page = (status: number, title: string, body: string) =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      // No favicon to ask for: a browser's request for one would be the page's only 404.
      '<link rel="icon" href="data:,">' +
      `<title>${escape(title)}</title><style>${STYLE}</style></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`,
    { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } },
  );

const unknown = () => page(404, 'Simulated consent', '<p role="alert">This authorization request is unknown or has already been answered.</p>');

/** Answers GET (the form) and POST (the decision) on CONSENT_PATH for `service`. */
export async function answerConsent(request: Request, service: SimulatedServiceCore): Promise<Response> {
  if (request.method === 'GET') {
    const state = new URL(request.url).searchParams.get('state');
    const flow = service.db.authFlows().find((candidate) => candidate.state === state);
    if (!flow) return unknown();
    const name = networkName(flow.network);
    const pages = flow.pages
      ? `<label>Pages to share <input name="pageCount" type="number" min="0" max="100" step="1" value="${flow.pages.length}"></label>`
      : '';
    // A returning user may sign in as the account that needs reconnecting, or as another one.
    const choices = signInChoices(service.db.accounts(), flow);
    const as = choices.length
      ? '<fieldset><legend>Sign in as</legend>' +
        [...choices.map((account) => [account.id, `@${account.username}`]), ['', 'Another account']]
          .map(([value, text], index) => `<label><input type="radio" name="accountId" value="${escape(value!)}"${index ? '' : ' checked'}> ${escape(text!)}</label>`)
          .join('') +
        '</fieldset>'
      : '';
    return page(
      200,
      `${name} wants access`,
      `<p>An app wants access to your ${escape(name)} account. This screen is simulated: nothing leaves this machine.</p>` +
        `<form method="post" action="${CONSENT_PATH}"><input type="hidden" name="state" value="${escape(flow.state)}">${pages}${as}` +
        '<div class="actions"><button name="decision" value="allow">Allow</button><button name="decision" value="deny">Deny</button></div></form>',
    );
  }
  if (request.method !== 'POST') return page(405, 'Simulated consent', '<p role="alert">Method not allowed.</p>');
  const form = new URLSearchParams(await request.text());
  const decision = form.get('decision') === 'allow' ? 'allow' : 'deny';
  const flow = service.db.authFlows().find((candidate) => candidate.state === form.get('state'));
  // Only a changed count overrides the flow's own pages, which a custom pagesFor may have shaped.
  const count = Number.parseInt(form.get('pageCount') ?? '', 10);
  const pageCount = Number.isInteger(count) && count >= 0 && count <= 100 && count !== flow?.pages?.length ? count : undefined;
  const accountId = form.get('accountId');
  try {
    const location = service.authorize(form.get('state') ?? '', { decision, ...(pageCount !== undefined && { pageCount }), ...(accountId !== null && { accountId: accountId || null }) });
    return new Response(null, { status: 303, headers: { Location: location } });
  } catch {
    return unknown();
  }
}
