import { createMount, type Mount } from './mount.js';
import { NETWORK_IDS, defaultPagesFor } from './networks.js';
import type { PageInput, SimulatedAccount, SimulatedServiceOptions } from './types.js';

export interface ResolvedOptions {
  api: Mount;
  storage: Mount;
  /** The storage's base as given (a path or an absolute URL), for the pictures it serves. */
  storageBase: string;
  apiKey: string | undefined;
  now: () => number;
  sessionTtlMs: number;
  uploadTtlSeconds: number;
  storageSecret: string;
  verifyObject: SimulatedServiceOptions['verifyObject'];
  consentUrl: string;
  persist: Storage | undefined;
  configuredNetworks: ReadonlySet<string>;
  /** Ids the service knows at all: an unknown one is a 404, a known but unconfigured one a 400. */
  knownNetworks: ReadonlySet<string>;
  pagesFor: (network: string) => PageInput[] | null;
  finalizeShape: 'top-level' | 'data';
  listShape: 'counted' | 'bare';
  seed: readonly Partial<SimulatedAccount>[];
}

export const ORG_ID = 'org_simulated';

export function resolveOptions(options: SimulatedServiceOptions): ResolvedOptions {
  const configured = options.configuredNetworks ?? NETWORK_IDS;
  return {
    api: createMount(options.baseUrl ?? '/api/social'),
    storage: createMount(options.storageUrl ?? '/__socialkit/storage'),
    storageBase: options.storageUrl ?? '/__socialkit/storage',
    apiKey: options.apiKey,
    // Read at each call, not kept: a test that fakes the date (vi.setSystemTime) moves the service too.
    now: options.now ?? (() => Date.now()),
    sessionTtlMs: options.sessionTtlMs ?? 15 * 60 * 1000,
    uploadTtlSeconds: options.uploadTtlSeconds ?? 3600,
    storageSecret: options.storageSecret ?? 'socialkit-simulated-storage-secret',
    verifyObject: options.verifyObject,
    consentUrl: options.consentUrl ?? '/__socialkit/consent',
    persist: options.persist,
    configuredNetworks: new Set(configured),
    knownNetworks: new Set<string>([...NETWORK_IDS, ...configured]),
    pagesFor: options.pagesFor ?? defaultPagesFor,
    finalizeShape: options.finalizeShape ?? 'top-level',
    listShape: options.listShape ?? 'counted',
    seed: options.seed ?? [],
  };
}
