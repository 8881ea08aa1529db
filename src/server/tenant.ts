import type { OperationId } from '../client/operations.js';
import { withValue, type UpstreamResult } from './upstream.js';

/** Operations where the tenant decides what is seen or changed; the others never call resolveTenant. */
export const TENANT_SCOPED: ReadonlySet<OperationId> = new Set(['authUrl', 'connectAppPassword', 'listAccounts', 'disconnectAccount']);

/** The service's own rule for `tenant_id` (docs/service/interface.md, "Limits"); a host's session must yield one like it. */
export const TENANT_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Where each operation's body names the tenant: the field the service reads, which is overwritten,
 * and the other spelling, which is removed in case the service reads that one too.
 */
const BODY_FIELDS: Partial<Record<OperationId, readonly [set: string, remove: string]>> = {
  authUrl: ['tenant_id', 'tenantId'],
  connectAppPassword: ['tenantId', 'tenant_id'],
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body with the tenant forced in, or null when it is not a JSON object and cannot hold one. */
export function forceBodyTenant(operation: OperationId, body: unknown, tenant: string): unknown {
  const fields = BODY_FIELDS[operation];
  if (!fields) return body;
  // An empty body is `{}` to the service, as to Express's and Hono's JSON parsers.
  const input = body === undefined ? {} : body;
  if (!isObject(input)) return null;
  const { [fields[1]]: _removed, ...rest } = input;
  return { ...rest, [fields[0]]: tenant };
}

/** The service's own page limit (docs/service/interface.md, "Limits": default 50, max 100): the fewest requests per check. */
const PAGE_SIZE = 100;
/** 5,000 accounts in one tenant; past that a disconnect is refused rather than listing forever. */
const MAX_PAGES = 50;

export type OwnershipResult = { owned: boolean; requests: number } | { owned: null; requests: number; answer: UpstreamResult };

/**
 * Whether the account is one of the tenant's. The service has no "get one account" operation in
 * the interface, so this lists the tenant's accounts (`tenantId` filter, 100 per page) until the id
 * turns up: one request for a tenant under 100 accounts, ⌈n/100⌉ (+1 without `count`) in the worst
 * case. A record that says it has another tenant does not count, whatever the filter did.
 * When the service fails or refuses, its answer is returned to pass on.
 */
export async function checkOwnership(
  accountId: string,
  tenant: string,
  list: (query: URLSearchParams) => UpstreamResult | Promise<UpstreamResult>,
): Promise<OwnershipResult> {
  let offset = 0;
  for (let requests = 1; requests <= MAX_PAGES; requests++) {
    const answer = withValue(await list(new URLSearchParams({ tenantId: tenant, limit: String(PAGE_SIZE), offset: String(offset) })));
    if (answer.kind === 'fault' || answer.body?.success !== true || answer.status >= 300) return { owned: null, requests, answer };
    const page = Array.isArray(answer.body.data) ? answer.body.data : [];
    const found = page.some((account) => {
      if (!isObject(account) || account.id !== accountId) return false;
      // A record without the field relies on the filter; one with it (even null) must say this tenant.
      const field = 'tenantId' in account ? 'tenantId' : 'tenant_id' in account ? 'tenant_id' : null;
      return field === null || account[field] === tenant;
    });
    if (found) return { owned: true, requests };
    offset += page.length;
    const count = typeof answer.body.count === 'number' ? answer.body.count : undefined;
    // Advance by what came back, not by the limit asked for: a service with a lower cap still pages right.
    if (page.length === 0 || (count !== undefined && offset >= count)) return { owned: false, requests };
  }
  return { owned: false, requests: MAX_PAGES };
}
