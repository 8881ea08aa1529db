/** The operations the simulated service answers; faults and the request log are keyed by them. */
export type SimulatedOperation =
  | 'authUrl'
  | 'pendingSession'
  | 'finalize'
  | 'connectAppPassword'
  | 'listAccounts'
  | 'disconnectAccount'
  | 'uploadTicket'
  | 'confirmUpload'
  | 'configureNetwork'
  | 'storagePut';

/**
 * A network configured for the organization. The service keeps the OAuth client's key and secret;
 * the simulation keeps the key and only whether a secret came, so no dump of its state holds one.
 */
export interface SimulatedNetworkConfig {
  network: string;
  /** null for a network configured by the `configuredNetworks` option rather than by a request. */
  clientKey: string | null;
  hasClientSecret: boolean;
  /** When a request configured it; null for one the option configured. */
  configuredAt: string | null;
}

/** A social account exactly as the service sends it (docs/service/interface.md, "Records"), plus its tenant. */
export interface SimulatedAccount {
  id: string;
  orgId: string;
  nickname: string;
  network: string;
  username: string;
  profile_picture_url: string;
  network_unique_id: string;
  customer_social_network_id: number;
  accountType: string;
  isActive: number;
  createdAt: string;
  tenantId: string | null;
}

/** An available page of a pending session, in wire form (docs/service/interface.md, "Records"). */
export interface SimulatedPage {
  id: string;
  type: string;
  name: string;
  username: string;
  profilePictureUrl: string;
}

export interface SimulatedSession {
  token: string;
  network: string;
  tenantId: string | null;
  /** Epoch milliseconds. */
  expiresAt: number;
  pages: SimulatedPage[];
}

/** An auth URL that was handed out and not yet answered on the consent page. */
export interface SimulatedAuthFlow {
  state: string;
  network: string;
  redirectUri: string | null;
  tenantId: string | null;
  /** Origin of the consent page, where a flow without redirect_uri lands. */
  origin: string;
  /** What the consent yields by default: pages to pick from, or null when it creates the account at once. */
  pages: SimulatedPage[] | null;
}

export interface SimulatedMedia {
  id: string;
  filename: string;
  contentType: string;
  /** Object URL on the simulated storage, without the signature. */
  url: string;
  /** Epoch milliseconds. */
  createdAt: number;
  /** Epoch seconds, as signed into the upload URL. */
  uploadExpiresAt: number;
  /** Bytes received by the storage PUT; null until uploaded. */
  size: number | null;
  etag: string | null;
  confirmCount: number;
  /** Epoch milliseconds of the first confirm. */
  confirmedAt: number | null;
  /** Epoch milliseconds: 60 days after the first confirm. */
  expiresAt: number | null;
}

export interface LoggedRequest {
  /** null for requests that matched no operation (404s, CORS preflights). */
  operation: SimulatedOperation | null;
  method: string;
  url: string;
  /** Parsed JSON when the body was JSON, the raw text otherwise, null when empty or binary. */
  body: unknown;
}

interface FaultTiming {
  /** How many requests the fault applies to; until cleared when omitted. */
  times?: number;
  /** Wait this long before answering; gives up when the request is aborted. */
  delayMs?: number;
  /**
   * Answer only once this settles: a test holds the request open until it has seen the pending
   * state, instead of racing a delay against a loaded machine. Gives up when the request is aborted.
   */
  hold?: PromiseLike<unknown>;
}

export type Fault =
  | (FaultTiming & { status?: never; drop?: never; html?: never })
  | (FaultTiming & { status: number; body?: unknown; headers?: Record<string, string> })
  | (FaultTiming & { drop: true })
  | (FaultTiming & { html: number });

export type PageInput = Partial<SimulatedPage>;

export interface SimulatedServiceOptions {
  /** Mount point of the app's proxy: a path (any origin) or an absolute URL prefix. */
  baseUrl?: string;
  /** When set, every route but the pending-session ones needs `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  now?: () => number;
  sessionTtlMs?: number;
  uploadTtlSeconds?: number;
  /** Base of the simulated presigned storage: a path (any origin) or an absolute URL. */
  storageUrl?: string;
  storageSecret?: string;
  /**
   * For tickets that point at a real storage (`storageUrl` on another server): tells the service
   * whether the object exists there and its size, as the service would see its own bucket.
   * Without it, only PUTs the simulator itself answered count. `headObject` is one that asks
   * with a HEAD (the storage must answer it with CORS when called from a page).
   */
  verifyObject?: (url: string, init: { signal: AbortSignal }) => Promise<{ size: number } | undefined>;
  /** The simulated OAuth consent page that auth URLs lead to. */
  consentUrl?: string;
  /** Shares the state between pages (an opener and its OAuth popup). Cleared, it starts again from the seed. */
  persist?: Storage;
  /**
   * The networks configured for the organization when the service starts (all nine by default).
   * Others are configured with POST /v1/social-networks; connecting one that is not fails with 400
   * "Network not configured", as the real service answers.
   */
  configuredNetworks?: readonly string[];
  /** Pages a consent yields; null makes the network a one-step one (the account is created at once). */
  pagesFor?: (network: string) => PageInput[] | null;
  /** Where finalize puts `connectedAccounts`: at the top level (the interface) or under `data` (the official client). */
  finalizeShape?: 'top-level' | 'data';
  /**
   * What the account list sends beside `data`: `count`, `limit` and `offset` at the top level
   * (`counted`, the default, as the service does today) or nothing (`bare`), for clients that must
   * page without a total.
   */
  listShape?: 'counted' | 'bare';
  seed?: Partial<SimulatedAccount>[];
}

export interface AuthorizeOptions {
  decision: 'allow' | 'deny';
  /** Generates this many pages instead of the network's default (page networks only). */
  pageCount?: number;
  /**
   * Who the user signs in as on the network. An account's id: that account, returning (the service
   * makes it active again under the same id; a page network offers its page first). `null`: another
   * account, one the service has not seen. Omitted: the flow's first inactive account of the same
   * network and tenant when there is one (`signInChoices`), otherwise another account.
   */
  accountId?: string | null;
}

export interface CreateSessionInput {
  network: string;
  pages?: PageInput[];
  pageCount?: number;
  tenantId?: string | null;
  /** Epoch milliseconds; now + sessionTtlMs when omitted. */
  expiresAt?: number;
}

export interface SimulatedDb {
  accounts(): SimulatedAccount[];
  addAccount(partial?: Partial<SimulatedAccount>): SimulatedAccount;
  /** Returns the session token. */
  createSession(input: CreateSessionInput): string;
  /**
   * Marks an account inactive (`isActive: 0`, as the service reports an account whose sign-in the
   * network no longer accepts) or active again; returns it. Throws for an unknown id.
   */
  setAccountActive(id: string, active: boolean): SimulatedAccount;
  sessions(): SimulatedSession[];
  authFlows(): SimulatedAuthFlow[];
  media(): SimulatedMedia[];
  /** The networks configured for the organization (`configuredNetworks`, then POST /v1/social-networks). */
  networks(): SimulatedNetworkConfig[];
  /** Back to the seeded state. */
  reset(): void;
}

export interface SimulatedFaults {
  set(operation: SimulatedOperation, fault: Fault): void;
  clear(operation?: SimulatedOperation): void;
}

/** The framework-free service: everything but the MSW handlers. */
export interface SimulatedServiceCore {
  handle(request: Request): Promise<Response>;
  /** Answers the consent page; returns the URL the network and service would redirect the browser to. */
  authorize(state: string, options: AuthorizeOptions): string;
  /** Whether a URL falls under the service's or the storage's mount point. */
  matches(url: string | URL): boolean;
  readonly faults: SimulatedFaults;
  readonly requests: LoggedRequest[];
  readonly db: SimulatedDb;
  /** Clears state (back to the seed), faults and the request log. */
  reset(): void;
}
