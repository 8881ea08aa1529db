import { createAccount, createSession, type Store } from './db.js';
import { generatePerson, networkName } from './networks.js';
import type { ResolvedOptions } from './options.js';
import type { AuthorizeOptions, SimulatedServiceCore } from './types.js';

/**
 * What the network and the service do once the user answers the consent screen: one-step networks
 * create the account and say so in the redirect; page networks leave a pending session to finalize.
 */
export function authorizeFlow(store: Store, options: ResolvedOptions, state: string, answer: AuthorizeOptions): string {
  return store.write((draft) => {
    const index = draft.flows.findIndex((flow) => flow.state === state);
    const flow = draft.flows[index];
    if (!flow) throw new Error(`Unknown or already answered consent state "${state}"`);
    draft.flows.splice(index, 1);

    const target = new URL(flow.redirectUri ?? `${flow.origin}/`);
    if (answer.decision === 'deny') {
      target.searchParams.set('error', 'access_denied');
    } else if (flow.pages !== null) {
      const pages = answer.pageCount !== undefined ? { pageCount: answer.pageCount } : { pages: flow.pages };
      target.searchParams.set('session', createSession(draft, options, { network: flow.network, tenantId: flow.tenantId, ...pages }));
    } else {
      const account = createAccount(draft, options, { network: flow.network, tenantId: flow.tenantId, accountType: 'personal', ...generatePerson() });
      draft.accounts.push(account);
      target.searchParams.set('success', 'true');
      target.searchParams.set('account_id', account.id);
      target.searchParams.set('username', account.username);
    }
    return target.href;
  });
}

export interface RenderSimulatedConsentOptions {
  /** The consent page's location; window.location when omitted. */
  location?: Pick<Location, 'href' | 'assign'>;
}

let renders = 0;

/**
 * The simulated network's consent screen, in plain DOM so it runs in any page or popup without React.
 * Returns a function that removes it.
 */
export function renderSimulatedConsent(
  container: HTMLElement,
  service: Pick<SimulatedServiceCore, 'authorize' | 'db'>,
  options: RenderSimulatedConsentOptions = {},
): () => void {
  const document = container.ownerDocument;
  const location = options.location ?? document.defaultView?.location;
  if (!location) throw new Error('renderSimulatedConsent: no location; pass options.location');
  const id = `sk-consent-${(renders += 1)}`;
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string): HTMLElementTagNameMap[K] => {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    return node;
  };

  const state = new URL(location.href).searchParams.get('state');
  const flow = state === null ? undefined : service.db.authFlows().find((candidate) => candidate.state === state);
  const root = element('section');
  root.dataset.scope = 'simulated-consent';
  root.dataset.part = 'root';
  root.setAttribute('aria-labelledby', `${id}-title`);
  const title = element('h1');
  title.id = `${id}-title`;
  const alert = element('p');
  alert.setAttribute('role', 'alert');
  root.append(title);

  if (!flow) {
    title.textContent = 'Simulated consent';
    alert.textContent = 'This authorization request is unknown or has already been answered.';
    root.append(alert);
    container.append(root);
    return () => root.remove();
  }

  const name = networkName(flow.network);
  title.textContent = `${name} wants access`;
  root.append(element('p', `An app wants access to your ${name} account. This screen is simulated: nothing leaves this page.`));

  let pageInput: HTMLInputElement | undefined;
  const defaultCount = flow.pages?.length;
  if (defaultCount !== undefined) {
    const label = element('label', 'Pages to share');
    label.htmlFor = `${id}-pages`;
    pageInput = element('input');
    Object.assign(pageInput, { id: `${id}-pages`, type: 'number', min: '0', max: '100', step: '1', value: String(defaultCount) });
    root.append(label, pageInput);
  }

  const answer = (decision: AuthorizeOptions['decision']) => {
    // Only a changed count overrides the flow's own pages, which a custom pagesFor may have shaped.
    const count = pageInput ? Number.parseInt(pageInput.value, 10) : Number.NaN;
    const pageCount = Number.isInteger(count) && count >= 0 && count !== defaultCount ? count : undefined;
    try {
      location.assign(service.authorize(flow.state, pageCount === undefined ? { decision } : { decision, pageCount }));
    } catch (error) {
      alert.textContent = error instanceof Error ? error.message : String(error);
    }
  };
  const allow = element('button', 'Allow');
  const deny = element('button', 'Deny');
  allow.type = 'button';
  deny.type = 'button';
  allow.addEventListener('click', () => answer('allow'));
  deny.addEventListener('click', () => answer('deny'));
  root.append(allow, deny, alert);
  container.append(root);
  return () => root.remove();
}
