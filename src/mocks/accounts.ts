import type { RouteContext } from './context.js';
import { createAccount, isConfigured, type State } from './db.js';
import { Issues, fail, invalid, json, ok } from './envelope.js';
import { randomToken } from './ids.js';
import { APP_PASSWORD_NETWORK, completePage } from './networks.js';
import { ORG_ID } from './options.js';
import type { SimulatedAccount, SimulatedPage, SimulatedSession } from './types.js';
import { integerParam, isWebUrl, objectBody, receivedType, stringField } from './validate.js';

const TENANT_ID = /^[A-Za-z0-9_-]+$/;
/** What the simulated network says to credentials it refuses. */
export const REFUSED_APP_PASSWORD = 'invalid';

function liveSession(state: State, token: string, now: number): SimulatedSession | undefined {
  return state.sessions.find((session) => session.token === token && now < session.expiresAt);
}

const sessionGone = () => fail(404, 'Session expired or invalid');

export function authUrl({ request, params, body, options, store }: RouteContext): Response {
  const network = params.network ?? '';
  if (!options.knownNetworks.has(network)) {
    return fail(404, 'Invalid payload', { details: { network: { _errors: ['Unsupported network'] } } });
  }
  const issues = new Issues();
  const input = objectBody(body, issues);
  if (input) {
    const redirectUri = stringField(issues, input, 'redirect_uri', { required: false });
    // Only web URLs: the real network accepts registered redirect URIs alone, and the consent page navigates there.
    if (redirectUri !== undefined && !isWebUrl(redirectUri)) issues.add('redirect_uri', 'Invalid url');
    const tenantId = stringField(issues, input, 'tenant_id', { required: false });
    if (tenantId !== undefined && !TENANT_ID.test(tenantId)) {
      issues.add('tenant_id', 'Only alphanumeric characters, underscores and hyphens are allowed');
    }
  }
  if (network === APP_PASSWORD_NETWORK) issues.add('network', 'This network connects with a handle and app password');
  if (!input || !issues.empty) return invalid('Invalid payload', issues);
  if (!store.read((state) => isConfigured(state, network))) return fail(400, 'Network not configured');

  const consent = new URL(options.consentUrl, request.url);
  const state = randomToken('st');
  consent.searchParams.set('state', state);
  const pages = options.pagesFor(network);
  store.write((draft) => {
    draft.flows.push({
      state,
      network,
      redirectUri: typeof input.redirect_uri === 'string' ? input.redirect_uri : null,
      tenantId: typeof input.tenant_id === 'string' ? input.tenant_id : null,
      origin: consent.origin,
      pages: pages && pages.map((page) => completePage(options.storageBase, network, page)),
    });
  });
  return ok({ auth_url: consent.href });
}

export function pendingSession({ params, options, store }: RouteContext): Response {
  const session = store.read((state) => liveSession(state, params.token ?? '', options.now()));
  if (!session) return sessionGone();
  return ok({ network: session.network, expiresAt: session.expiresAt, availablePages: session.pages });
}

function selectedPageIds(issues: Issues, input: Record<string, unknown>, pages: SimulatedPage[]): string[] {
  const value = input.selectedPageIds;
  if (value === undefined) issues.add('selectedPageIds', 'Required');
  else if (!Array.isArray(value)) issues.add('selectedPageIds', `Expected array, received ${receivedType(value)}`);
  else if (value.length === 0) issues.add('selectedPageIds', 'Array must contain at least 1 element(s)');
  else {
    const ids = value.filter((id): id is string => typeof id === 'string');
    if (ids.length !== value.length) {
      issues.add('selectedPageIds', `Expected string, received ${receivedType(value.find((id) => typeof id !== 'string'))}`);
    }
    for (const id of ids) {
      if (!pages.some((page) => page.id === id)) issues.add('selectedPageIds', `Page ${id} is not available in this session`);
    }
    return [...new Set(ids)];
  }
  return [];
}

export function finalize({ params, body, options, store }: RouteContext): Response {
  // One synchronous write: of two finalizes racing for a session, the second finds it deleted.
  return store.write((state) => {
    const session = liveSession(state, params.token ?? '', options.now());
    if (!session) return sessionGone();
    const issues = new Issues();
    const input = objectBody(body, issues);
    const ids = input ? selectedPageIds(issues, input, session.pages) : [];
    if (!issues.empty) return invalid('Invalid payload', issues);

    const connected = ids.map((id) => {
      const page = session.pages.find((candidate) => candidate.id === id) as SimulatedPage;
      const existing = state.accounts.findIndex((account) => account.network === session.network && account.network_unique_id === page.id);
      const account = createAccount(state, options, {
        ...(existing === -1 ? {} : state.accounts[existing]),
        network: session.network,
        nickname: page.name,
        username: page.username,
        profile_picture_url: page.profilePictureUrl,
        network_unique_id: page.id,
        accountType: page.type,
        isActive: 1,
        tenantId: session.tenantId,
      });
      if (existing === -1) state.accounts.push(account);
      else state.accounts[existing] = account;
      return { id: account.id, nickname: account.nickname, username: account.username, network: account.network, accountType: account.accountType };
    });
    state.sessions = state.sessions.filter((candidate) => candidate.token !== session.token);
    return options.finalizeShape === 'data'
      ? json(200, { success: true, data: { connectedAccounts: connected } })
      : json(200, { success: true, connectedAccounts: connected });
  });
}

export function connectAppPassword({ params, body, options, store }: RouteContext): Response {
  if (params.network !== APP_PASSWORD_NETWORK) return fail(404, 'Not found');
  const issues = new Issues();
  const input = objectBody(body, issues);
  const handle = input && stringField(issues, input, 'handle', { required: true, min: 1 });
  const appPassword = input && stringField(issues, input, 'appPassword', { required: true, min: 1 });
  const tenantId = input && stringField(issues, input, 'tenantId', { required: false });
  if (!issues.empty || handle == null || appPassword == null) return invalid('Invalid payload', issues);
  if (!store.read((state) => isConfigured(state, APP_PASSWORD_NETWORK))) return fail(400, 'Network not configured');
  if (appPassword === REFUSED_APP_PASSWORD) return fail(401, 'Invalid handle or app password');

  return store.write((state) => {
    const taken = state.accounts.find((account) => account.orgId === ORG_ID && account.network === APP_PASSWORD_NETWORK && account.username === handle);
    // A returning account whose sign-in had lapsed is made active again, under its id.
    if (taken?.isActive === 0) {
      taken.isActive = 1;
      return ok(taken);
    }
    if (taken) return fail(409, 'Account already connected');
    const account = createAccount(state, options, {
      network: APP_PASSWORD_NETWORK,
      username: handle,
      accountType: 'personal',
      tenantId: tenantId ?? null,
    });
    state.accounts.push(account);
    return ok(account, 201);
  });
}

function byCreation(a: SimulatedAccount, b: SimulatedAccount): number {
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function listAccounts({ url, options, store }: RouteContext): Response {
  const query = url.searchParams;
  const issues = new Issues();
  const limit = integerParam(issues, query, 'limit', 50, 1, 100);
  const offset = integerParam(issues, query, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
  if (!issues.empty) return invalid('Invalid request', issues);

  const filters = (['tenantId', 'network', 'username'] as const).flatMap((key) => {
    const value = query.get(key);
    return value === null ? [] : [[key, value] as const];
  });
  const matching = store
    .read((state) => state.accounts)
    .filter((account) => account.orgId === ORG_ID && filters.every(([key, value]) => account[key] === value))
    .sort(byCreation);
  const page = matching.slice(offset, offset + limit);
  if (options.listShape === 'bare') return json(200, { success: true, data: page });
  return json(200, { success: true, data: page, count: matching.length, limit, offset });
}

export function disconnectAccount({ params, store }: RouteContext): Response {
  return store.write((state) => {
    const index = state.accounts.findIndex((account) => account.id === params.id && account.orgId === ORG_ID);
    if (index === -1) return fail(404, 'Account not found');
    state.accounts.splice(index, 1);
    return ok({ id: params.id });
  });
}
