import { newId, randomBase32, randomDigits, randomToken } from './ids.js';
import { NETWORK_IDS, avatarUrl, completePage, generatePages, slug } from './networks.js';
import { ORG_ID, type ResolvedOptions } from './options.js';
import type {
  CreateSessionInput,
  SimulatedAccount,
  SimulatedAuthFlow,
  SimulatedDb,
  SimulatedMedia,
  SimulatedNetworkConfig,
  SimulatedSession,
} from './types.js';

export interface State {
  accounts: SimulatedAccount[];
  sessions: SimulatedSession[];
  flows: SimulatedAuthFlow[];
  media: SimulatedMedia[];
  networks: SimulatedNetworkConfig[];
}

const STORAGE_KEY = 'socialkit:simulated-service:v1';

function isState(value: unknown): value is State {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['accounts', 'sessions', 'flows', 'media', 'networks'].every((key) => Array.isArray(record[key]));
}

/**
 * Holds the state. With `persist`, the Storage is the truth: it is re-read before every access and
 * written after every change, so an opener and its OAuth popup see one service, and a Storage
 * cleared by any page (a test starting afresh, the browser's own "clear site data") starts the
 * service again from its seed.
 */
export class Store {
  #state: State;
  readonly #options: ResolvedOptions;

  constructor(options: ResolvedOptions) {
    this.#options = options;
    this.#state = this.#initial();
    // Another page may already have created the shared state: seeding again would duplicate it.
    if (options.persist && !this.#load()) this.#save();
  }

  read<T>(read: (state: State) => T): T {
    this.#sync();
    return read(this.#state);
  }

  write<T>(change: (state: State) => T): T {
    this.#sync();
    const result = change(this.#state);
    this.#save();
    return result;
  }

  reset(): void {
    this.#state = this.#initial();
    this.#save();
  }

  #initial(): State {
    const networks = [...this.#options.configuredNetworks].map((network) => ({ network, clientKey: null, hasClientSecret: false, configuredAt: null }));
    const state: State = { accounts: [], sessions: [], flows: [], media: [], networks };
    for (const partial of this.#options.seed) state.accounts.push(createAccount(state, this.#options, partial));
    return state;
  }

  /** Reads the Storage's state; a cleared one starts again from the seed, written back at once so every page reads the same ids. */
  #sync(): void {
    if (!this.#options.persist || this.#load()) return;
    this.#state = this.#initial();
    this.#save();
  }

  #load(): boolean {
    const raw = this.#options.persist?.getItem(STORAGE_KEY);
    if (raw == null) return false;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!isState(parsed)) return false;
      this.#state = parsed;
      return true;
    } catch {
      return false;
    }
  }

  #save(): void {
    this.#options.persist?.setItem(STORAGE_KEY, JSON.stringify(this.#state));
  }
}

/** Strictly increasing, so accounts created within one millisecond still list in creation order. */
function nextCreatedAt(state: State, now: number): string {
  const latest = state.accounts.reduce((max, account) => Math.max(max, Date.parse(account.createdAt) || 0), 0);
  return new Date(Math.max(now, latest + 1)).toISOString();
}

/** Whether the organization has configured `network` (by the option or by a request). */
export const isConfigured = (state: State, network: string) => state.networks.some((entry) => entry.network === network);

function customerNetworkId(options: ResolvedOptions, network: string): number {
  const known = [...NETWORK_IDS, ...[...options.configuredNetworks].filter((id) => !(NETWORK_IDS as readonly string[]).includes(id))];
  const index = known.indexOf(network);
  return index === -1 ? 1000 : index + 1;
}

export function createAccount(state: State, options: ResolvedOptions, partial: Partial<SimulatedAccount>): SimulatedAccount {
  const network = partial.network ?? 'x';
  const username = partial.username ?? `${slug(partial.nickname ?? 'simulated user').replace(/-/g, '_')}_${randomDigits(4)}`;
  return {
    id: partial.id ?? newId('acc'),
    orgId: partial.orgId ?? ORG_ID,
    nickname: partial.nickname ?? username.replace(/^@/, '').split('.')[0] ?? username,
    network,
    username,
    profile_picture_url: partial.profile_picture_url ?? avatarUrl(options.storageBase, network, username),
    network_unique_id: partial.network_unique_id ?? (network === 'bluesky' ? `did:plc:${randomBase32(24)}` : randomDigits(15)),
    customer_social_network_id: partial.customer_social_network_id ?? customerNetworkId(options, network),
    accountType: partial.accountType ?? 'personal',
    isActive: partial.isActive ?? 1,
    createdAt: partial.createdAt ?? nextCreatedAt(state, options.now()),
    tenantId: partial.tenantId ?? null,
  };
}

export function createSession(state: State, options: ResolvedOptions, input: CreateSessionInput): string {
  const pages =
    input.pageCount !== undefined
      ? generatePages(options.storageBase, input.network, input.pageCount)
      : (input.pages ?? options.pagesFor(input.network) ?? []).map((page) => completePage(options.storageBase, input.network, page));
  const token = randomToken('ses');
  state.sessions.push({
    token,
    network: input.network,
    tenantId: input.tenantId ?? null,
    expiresAt: input.expiresAt ?? options.now() + options.sessionTtlMs,
    pages,
  });
  return token;
}

export function createDb(store: Store, options: ResolvedOptions): SimulatedDb {
  // Callers get copies: a test that edits a returned record must not change the service behind it.
  const copy = <T>(value: T): T => structuredClone(value);
  return {
    accounts: () => store.read((state) => copy(state.accounts)),
    addAccount: (partial = {}) =>
      store.write((state) => {
        const account = createAccount(state, options, partial);
        state.accounts.push(account);
        return copy(account);
      }),
    createSession: (input) => store.write((state) => createSession(state, options, input)),
    setAccountActive: (id, active) =>
      store.write((state) => {
        const account = state.accounts.find((candidate) => candidate.id === id);
        if (!account) throw new Error(`No simulated account "${id}"`);
        account.isActive = active ? 1 : 0;
        return copy(account);
      }),
    sessions: () => store.read((state) => copy(state.sessions)),
    authFlows: () => store.read((state) => copy(state.flows)),
    media: () => store.read((state) => copy(state.media)),
    networks: () => store.read((state) => copy(state.networks)),
    reset: () => store.reset(),
  };
}
