import type { NetworkId } from '../../client/types.js';
import { MEDIA_RULES } from './rules.js';
import type { MediaRulesOverrides, MediaRulesTable, NetworkMediaRules, PostKindMediaRules } from './types.js';

declare const process: { env: { NODE_ENV?: string } };

/** Unknown post kinds already warned about, as `network:kind`: one warning each. */
const unknownKinds = new Set<string>();

const isPlain = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `base` with `override` laid over it: objects merge, arrays and numbers replace, `null` removes. */
function merge(base: unknown, override: unknown): unknown {
  if (!isPlain(override)) return override;
  const result: Record<string, unknown> = isPlain(base) ? { ...base } : {};
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    if (value === null) delete result[key];
    else result[key] = merge(result[key], value);
  }
  return result;
}

/**
 * The rules table with an app's changes: a network that changed a limit, a post kind or a network
 * the library does not know. Changes merge at every level, so `{ bluesky: { postKinds: { POST: {
 * video: { maxBytes: 300_000_000 } } } } }` changes that one number; arrays (`types`) are
 * replaced whole; `null` removes a limit (`maxDuration: null`) or a post kind. A new network
 * needs `defaultPostKind` and whole post kinds (`post` included). Returns a new table; neither
 * argument is changed.
 */
export function extendMediaRules(overrides: MediaRulesOverrides, base: MediaRulesTable = MEDIA_RULES): MediaRulesTable {
  return merge(base, overrides) as MediaRulesTable;
}

/** A network's rules, or `undefined` for a network the table does not know. */
export function getMediaRules(network: NetworkId, table: MediaRulesTable = MEDIA_RULES): NetworkMediaRules | undefined {
  return Object.prototype.hasOwnProperty.call(table, network) ? table[network] : undefined;
}

/**
 * The rules of one post kind of a network: `postKind` when the network has it, else its default.
 * `undefined` for a network the table does not know.
 */
export function getPostKindRules(network: NetworkId, postKind?: string, table: MediaRulesTable = MEDIA_RULES): { postKind: string; rules: PostKindMediaRules } | undefined {
  const rules = getMediaRules(network, table);
  if (!rules) return undefined;
  const known = postKind !== undefined && Object.prototype.hasOwnProperty.call(rules.postKinds, postKind);
  const kind = known ? postKind : rules.defaultPostKind;
  // A post kind is chosen per network, so one the network does not have is a typo ('REEL' for
  // 'REELS') or a kind the app forgot to add with extendMediaRules: checked as the default, said once.
  if (process.env.NODE_ENV !== 'production' && postKind !== undefined && !known && !unknownKinds.has(`${network}:${postKind}`)) {
    unknownKinds.add(`${network}:${postKind}`);
    console.warn(`SocialKit: ${network} has no post kind "${postKind}" (it has ${Object.keys(rules.postKinds).join(', ')}); its media is checked as ${kind}.`);
  }
  const found = rules.postKinds[kind];
  return found && { postKind: kind, rules: found };
}
