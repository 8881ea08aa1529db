import { SocialKitError } from './errors.js';
import { OPERATIONS, expandPath, type OperationId, type OperationPaths } from './operations.js';
import { send, type Envelope, type TransportOptions } from './transport.js';
import * as rule from './validate.js';
import { httpDate, protocolError, toAccount, toAccounts, toMediaRecord, toPendingSession, toUploadTicket } from './wire.js';
import type {
  AccountPage,
  AuthUrlParams,
  ConfirmUploadParams,
  ConnectAppPasswordParams,
  FinalizeParams,
  ListAccountsParams,
  MediaRecord,
  PendingSession,
  RequestOptions,
  SocialAccount,
  UploadTicketParams,
  UploadTicket,
} from './types.js';

export interface SocialClientOptions extends TransportOptions {
  /**
   * Where the host app mounted its backend proxy, such as `/api/social`. The proxy holds the
   * service's API key; the browser never does, so there is no option for one.
   */
  baseUrl: string;
  /** Path templates to replace, e.g. `{ disconnectAccount: '/v1/accounts/{accountId}' }`. */
  paths?: OperationPaths;
}

export interface SocialClient {
  readonly baseUrl: string;
  getAuthUrl(params: AuthUrlParams, options?: RequestOptions): Promise<{ authUrl: string }>;
  getPendingSession(params: { sessionToken: string }, options?: RequestOptions): Promise<PendingSession>;
  finalize(params: FinalizeParams, options?: RequestOptions): Promise<SocialAccount[]>;
  connectAppPassword(params: ConnectAppPasswordParams, options?: RequestOptions): Promise<SocialAccount>;
  listAccounts(params?: ListAccountsParams, options?: RequestOptions): Promise<AccountPage>;
  disconnectAccount(params: { accountId: string }, options?: RequestOptions): Promise<void>;
  requestUploadTicket(params: UploadTicketParams, options?: RequestOptions): Promise<UploadTicket>;
  confirmUpload(params: ConfirmUploadParams, options?: RequestOptions): Promise<MediaRecord>;
}

const optionalNumber = (value: unknown) => (typeof value === 'number' ? value : undefined);

/**
 * Relative to the page, as a browser's fetch would be; jsdom and workers need it spelled out. On
 * the server (a prefetch during SSR) there is no page, so a relative baseUrl cannot be used: that
 * is the app's configuration, said as such instead of new URL's bare TypeError.
 */
function resolve(operation: OperationId, baseUrl: string, path: string): URL {
  try {
    return new URL(baseUrl + path, globalThis.location?.href);
  } catch {
    // Neither the path nor new URL's error (which quotes the input) goes in: the path may hold a session token.
    throw new SocialKitError({
      kind: 'validation',
      operation,
      message: `createSocialClient: cannot make a URL from baseUrl "${baseUrl}". Where there is no page to resolve it against (server rendering), baseUrl must be absolute, such as https://app.example/api/social.`,
    });
  }
}

export function createSocialClient(options: SocialClientOptions): SocialClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  function call(
    operation: OperationId,
    params: Record<string, string>,
    init: {
      body?: unknown;
      query?: Record<string, string | number | undefined>;
      signal?: AbortSignal | undefined;
      onResponse?: (response: Response) => void;
    },
  ): Promise<Envelope> {
    const { method, path } = OPERATIONS[operation];
    // Every operation, and every path override: no parameter may become a dot segment.
    rule.check(operation, Object.entries(params).map(([name, value]) => rule.pathSegment(name, value)));
    const url = resolve(operation, baseUrl, expandPath(options.paths?.[operation] ?? path, params));
    for (const [key, value] of Object.entries(init.query ?? {})) {
      if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
    }
    return send(options, { operation, method, url: url.href, body: init.body, signal: init.signal, onResponse: init.onResponse });
  }

  const data = (envelope: Envelope, operation: OperationId) => {
    if (!('data' in envelope)) throw protocolError(operation, 'The service answered success without data.', 200);
    return envelope.data;
  };

  return {
    baseUrl,

    async getAuthUrl({ network, redirectUri, tenantId }, { signal } = {}) {
      rule.check('authUrl', [
        rule.required('network', network),
        rule.url('redirect_uri', redirectUri),
        rule.tenantId('tenant_id', tenantId),
      ]);
      const body = { redirect_uri: redirectUri, tenant_id: tenantId };
      const result = data(await call('authUrl', { network }, { body, signal }), 'authUrl') as Record<string, unknown>;
      const authUrl = result?.auth_url ?? result?.authUrl;
      if (typeof authUrl !== 'string' || !authUrl) throw protocolError('authUrl', 'The service sent no auth_url.', 200);
      return { authUrl };
    },

    async getPendingSession({ sessionToken }, { signal } = {}) {
      rule.check('pendingSession', [rule.required('sessionToken', sessionToken)]);
      // The answer's Date: the server's clock, which times the session where the browser's may be off.
      let serverNow: number | undefined;
      const onResponse = (response: Response) => void (serverNow = httpDate(response.headers.get('Date')));
      const envelope = await call('pendingSession', { sessionToken }, { signal, onResponse });
      return toPendingSession(data(envelope, 'pendingSession'), 'pendingSession', serverNow);
    },

    async finalize({ sessionToken, selectedPageIds }, { signal } = {}) {
      rule.check('finalize', [
        rule.required('sessionToken', sessionToken),
        rule.nonEmptyList('selectedPageIds', selectedPageIds),
      ]);
      const envelope = await call('finalize', { sessionToken }, { body: { selectedPageIds }, signal });
      // The interface puts connectedAccounts at the top level; the official client reads it under data
      // (docs/service/interface.md, "Connecting with OAuth").
      const nested = envelope.data as Record<string, unknown> | undefined;
      const accounts = envelope.connectedAccounts ?? nested?.connectedAccounts;
      if (accounts === undefined) throw protocolError('finalize', 'The service sent no connectedAccounts.', 200);
      return toAccounts(accounts, 'finalize');
    },

    async connectAppPassword({ handle: typed, appPassword, tenantId, network = 'bluesky' }, { signal } = {}) {
      // People paste handles as they see them: `@alice.bsky.social`. Custom domains pass as they are.
      const handle = typeof typed === 'string' ? typed.trim().replace(/^@/, '') : typed;
      rule.check('connectAppPassword', [rule.required('handle', handle), rule.required('appPassword', appPassword)]);
      const body = { handle, appPassword, tenantId };
      const envelope = await call('connectAppPassword', { network }, { body, signal });
      return toAccount(data(envelope, 'connectAppPassword'), 'connectAppPassword');
    },

    async listAccounts({ tenantId, network, username, limit, offset } = {}, { signal } = {}) {
      const query = { tenantId, network, username, limit, offset };
      const envelope = await call('listAccounts', {}, { query, signal });
      return {
        accounts: toAccounts(data(envelope, 'listAccounts'), 'listAccounts'),
        count: optionalNumber(envelope.count),
        limit: optionalNumber(envelope.limit),
        offset: optionalNumber(envelope.offset),
      };
    },

    async disconnectAccount({ accountId }, { signal } = {}) {
      rule.check('disconnectAccount', [rule.required('accountId', accountId)]);
      await call('disconnectAccount', { accountId }, { signal });
    },

    async requestUploadTicket({ filename, contentType }, { signal } = {}) {
      rule.check('uploadTicket', [
        rule.required('filename', filename),
        rule.maxLength('filename', filename, 255),
        rule.notEmpty('content_type', contentType),
      ]);
      const envelope = await call('uploadTicket', {}, { body: { filename, content_type: contentType }, signal });
      return toUploadTicket(data(envelope, 'uploadTicket'), 'uploadTicket', Date.now());
    },

    async confirmUpload({ mediaId, size }, { signal } = {}) {
      rule.check('confirmUpload', [rule.required('mediaId', mediaId)]);
      const envelope = await call('confirmUpload', { mediaId }, { body: size === undefined ? {} : { size }, signal });
      return toMediaRecord(data(envelope, 'confirmUpload'), 'confirmUpload');
    },
  };
}
