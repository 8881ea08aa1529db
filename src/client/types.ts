/**
 * Public types: camelCase, as an app reads them. The wire's snake_case is mapped in `wire.ts`.
 * Records keep fields this version does not know, so a newer service never loses data.
 */

/** The nine networks of today; any other string is kept, since the service adds networks. */
export type NetworkId =
  | 'x'
  | 'threads'
  | 'bluesky'
  | 'linkedin'
  | 'youtube'
  | 'instagram'
  | 'facebook'
  | 'tiktok'
  | 'pinterest'
  | (string & {});

export interface SocialAccount {
  id: string;
  network: NetworkId;
  nickname?: string;
  username?: string;
  orgId?: string;
  profilePictureUrl?: string;
  networkUniqueId?: string;
  customerSocialNetworkId?: number;
  /** `organization` and `personal` are the values seen. */
  accountType?: string;
  /** The wire's 1 / 0. */
  isActive?: boolean;
  tenantId?: string;
  createdAt?: string;
  readonly [unknownField: string]: unknown;
}

export interface AvailablePage {
  id: string;
  name?: string;
  username?: string;
  type?: string;
  profilePictureUrl?: string;
  readonly [unknownField: string]: unknown;
}

export interface PendingSession {
  /** The network the consent was for. */
  network: NetworkId;
  /** Epoch milliseconds by the service's clock (a value in seconds on the wire is converted). */
  expiresAt: number | undefined;
  /**
   * Milliseconds the session had left when the answer arrived, by the server's own clock
   * (`expiresAt` minus the answer's `Date` header), so a browser whose clock is off still times it
   * right: count down from when the answer arrived (a query's `dataUpdatedAt`). Undefined without
   * `expiresAt` or a readable `Date` header (a cross-origin proxy must list it in
   * `Access-Control-Expose-Headers`); then only the browser's clock is left to compare `expiresAt` with.
   */
  expiresInMs?: number | undefined;
  /**
   * The pages, profiles or channels to choose from: `id`, `name`, `username`, `type` (`personal`, `organization`…), `profilePictureUrl`.
   */
  availablePages: AvailablePage[];
}

export interface AccountPage {
  accounts: SocialAccount[];
  /** Total matching accounts, when the service says. Never derived from the page length. */
  count?: number;
  limit?: number;
  offset?: number;
}

export interface UploadTicket {
  /** The media id, used to confirm. */
  id: string;
  uploadUrl: string;
  expiresIn: number;
  /** Epoch milliseconds after which the upload URL is refused, counted from when it arrived. */
  expiresAt: number;
}

export interface MediaRecord {
  id: string;
  filename?: string;
  url?: string;
  contentType?: string;
  size?: number;
  status?: string;
  createdAt?: string;
  expiresAt?: string;
  readonly [unknownField: string]: unknown;
}

export interface AuthUrlParams {
  /** The network to connect, one that connects by OAuth (not Bluesky). */
  network: NetworkId;
  /** Must be registered with the network's OAuth app; without it the service's own dashboard is used. */
  redirectUri?: string;
  /**
   * The tenant the account will belong to.
   * @default the provider's
   */
  tenantId?: string;
}

export interface FinalizeParams {
  /** The pending session, as `usePendingSession` read it (the callback's `session` parameter). */
  sessionToken: string;
  /** The `id`s of the chosen `availablePages`; at least one. */
  selectedPageIds: string[];
}

export interface ConnectAppPasswordParams {
  /** The account's handle (`alice.bsky.social`, a custom domain) or DID; a leading `@` is removed. */
  handle: string;
  /** Sent once, to the proxy, and never kept. */
  appPassword: string;
  /**
   * The tenant the account will belong to.
   * @default the provider's
   */
  tenantId?: string;
  /**
   * The network's path segment; `bluesky`, the one handle + app password network of today.
   * @default 'bluesky'
   */
  network?: NetworkId;
}

export interface ListAccountsParams {
  /**
   * The tenant whose accounts to list.
   * @default the provider's
   */
  tenantId?: string;
  /** Only this network's accounts. */
  network?: NetworkId;
  /** An exact handle on the network. */
  username?: string;
  /**
   * Accounts per page; the service allows up to 100.
   * @default 20
   */
  limit?: number;
  /**
   * Accounts to skip: `(page - 1) * limit`.
   * @default 0
   */
  offset?: number;
}

export interface UploadTicketParams {
  filename: string;
  /** Sent as `content_type`; the PUT must then carry exactly this type. */
  contentType?: string;
}

export interface ConfirmUploadParams {
  mediaId: string;
  /** Bytes sent, so the service can check the object is whole. */
  size?: number;
}

export interface RequestOptions {
  signal?: AbortSignal;
}
