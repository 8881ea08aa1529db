import { createAccount, createSession, type Store } from './db.js';
import { generatePerson, networkName } from './networks.js';
import { ORG_ID, type ResolvedOptions } from './options.js';
import type { AuthorizeOptions, SimulatedAccount, SimulatedAuthFlow, SimulatedServiceCore } from './types.js';

/**
 * Who a consent may sign in as, besides another account: the flow's network's inactive accounts
 * of its tenant, oldest first. The first is who the user is when the consent does not say
 * (`AuthorizeOptions.accountId`): a returning user reconnecting.
 */
export function signInChoices(accounts: readonly SimulatedAccount[], flow: Pick<SimulatedAuthFlow, 'network' | 'tenantId'>): SimulatedAccount[] {
  return accounts.filter((account) => account.orgId === ORG_ID && account.network === flow.network && account.tenantId === flow.tenantId && account.isActive === 0);
}

/**
 * What the network and the service do once the user answers the consent screen: one-step networks
 * create the account (or make a returning one active again, under its id) and say so in the
 * redirect; page networks leave a pending session to finalize, a returning account's page first.
 */
export function authorizeFlow(store: Store, options: ResolvedOptions, state: string, answer: AuthorizeOptions): string {
  return store.write((draft) => {
    const index = draft.flows.findIndex((flow) => flow.state === state);
    const flow = draft.flows[index];
    if (!flow) throw new Error(`Unknown or already answered consent state "${state}"`);
    const returning =
      answer.accountId === undefined
        ? signInChoices(draft.accounts, flow)[0]
        : draft.accounts.find((account) => answer.accountId !== null && account.id === answer.accountId && account.network === flow.network);
    if (answer.accountId && !returning) throw new Error(`No ${flow.network} account "${answer.accountId}" to sign in as`);
    draft.flows.splice(index, 1);

    const target = new URL(flow.redirectUri ?? `${flow.origin}/`);
    if (answer.decision === 'deny') {
      target.searchParams.set('error', 'access_denied');
    } else if (flow.pages !== null) {
      const pages = answer.pageCount !== undefined ? { pageCount: answer.pageCount } : { pages: flow.pages };
      const session = createSession(draft, options, { network: flow.network, tenantId: flow.tenantId, ...pages });
      // The returning account's page among those offered: finalize matches it by its network id.
      if (returning) draft.sessions.at(-1)!.pages.unshift(returningPage(returning));
      target.searchParams.set('session', session);
    } else {
      let account = returning;
      if (account) account.isActive = 1;
      else {
        account = createAccount(draft, options, { network: flow.network, tenantId: flow.tenantId, accountType: 'personal', ...generatePerson() });
        draft.accounts.push(account);
      }
      target.searchParams.set('success', 'true');
      target.searchParams.set('account_id', account.id);
      target.searchParams.set('username', account.username);
    }
    return target.href;
  });
}

const returningPage = (account: SimulatedAccount) => ({
  id: account.network_unique_id,
  type: account.accountType,
  name: account.nickname,
  username: account.username,
  profilePictureUrl: account.profile_picture_url,
});

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

  // A returning user may sign in as the account that needs reconnecting, or as another one.
  const choices = signInChoices(service.db.accounts(), flow);
  const radios = choices.length ? [...choices.map((account) => account.id), ''].map((value, index) => {
    const input = element('input');
    Object.assign(input, { type: 'radio', name: `${id}-as`, value, checked: index === 0, id: `${id}-as-${index}` });
    const label = element('label', value ? `@${choices[index]!.username}` : 'Another account');
    label.htmlFor = input.id;
    return [input, label] as const;
  }) : [];
  if (radios.length) {
    const group = element('fieldset');
    group.append(element('legend', 'Sign in as'), ...radios.flat());
    root.append(group);
  }

  const answer = (decision: AuthorizeOptions['decision']) => {
    // Only a changed count overrides the flow's own pages, which a custom pagesFor may have shaped.
    const count = pageInput ? Number.parseInt(pageInput.value, 10) : Number.NaN;
    const pageCount = Number.isInteger(count) && count >= 0 && count !== defaultCount ? count : undefined;
    const as = radios.find(([input]) => input.checked)?.[0].value;
    try {
      location.assign(service.authorize(flow.state, { decision, ...(pageCount !== undefined && { pageCount }), ...(as !== undefined && { accountId: as || null }) }));
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
