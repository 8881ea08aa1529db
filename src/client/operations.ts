/**
 * The operations the library uses, in one table: the client builds its requests from it, and the
 * server proxy (a later entry) builds its allowlist from the same rows, so the two cannot drift.
 */
export const OPERATIONS = {
  authUrl: { method: 'POST', path: '/v1/social-networks/{network}/auth-url' },
  pendingSession: { method: 'GET', path: '/v1/social-accounts/pending/{sessionToken}' },
  finalize: { method: 'POST', path: '/v1/social-accounts/pending/{sessionToken}/finalize' },
  connectAppPassword: { method: 'POST', path: '/v1/social-accounts/{network}' },
  listAccounts: { method: 'GET', path: '/v1/social-accounts' },
  disconnectAccount: { method: 'DELETE', path: '/v1/social-accounts/{accountId}' },
  uploadTicket: { method: 'POST', path: '/v1/media/upload' },
  confirmUpload: { method: 'POST', path: '/v1/media/{mediaId}/confirm' },
} as const;

export type OperationId = keyof typeof OPERATIONS;

/** Path templates to replace, for a service that moved one (the disconnect path is not specified: docs/service/interface.md, "What is not specified"). */
export type OperationPaths = Partial<Record<OperationId, string>>;

export function expandPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
