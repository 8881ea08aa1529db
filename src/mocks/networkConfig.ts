import type { RouteContext } from './context.js';
import { Issues, invalid, json } from './envelope.js';
import { APP_PASSWORD_NETWORK } from './networks.js';
import { objectBody, stringField } from './validate.js';

/**
 * POST /v1/social-networks: configures a network for the organization with its OAuth client's
 * `client_key` and `client_secret` (Bluesky, which connects with app passwords, needs neither).
 * Configuring one again replaces its credentials. Only the key's presence and the key itself are
 * kept, never the secret.
 */
export function configureNetwork({ body, options, store }: RouteContext): Response {
  const issues = new Issues();
  const input = objectBody(body, issues);
  const network = input && stringField(issues, input, 'network', { required: true, min: 1 });
  const oauth = network !== APP_PASSWORD_NETWORK;
  const clientKey = input && stringField(issues, input, 'client_key', { required: oauth, min: 1 });
  const clientSecret = input && stringField(issues, input, 'client_secret', { required: oauth, min: 1 });
  if (network != null && !options.knownNetworks.has(network)) issues.add('network', `Unknown network: ${network}`);
  if (!issues.empty || network == null) return invalid('Invalid payload', issues);

  return store.write((state) => {
    const entry = { network, clientKey: clientKey ?? null, hasClientSecret: clientSecret != null, configuredAt: new Date(options.now()).toISOString() };
    const existing = state.networks.findIndex((candidate) => candidate.network === network);
    if (existing === -1) state.networks.push(entry);
    else state.networks[existing] = entry;
    return json(existing === -1 ? 201 : 200, { success: true, data: { network, configured: true, configuredAt: entry.configuredAt } });
  });
}
