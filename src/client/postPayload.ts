import type { NetworkId } from './types.js';

/**
 * The post-creation body, made in this one place. The interface names the option members in
 * snake_case; the service's own client sends camelCase. Which one the service wants is open, so
 * `casing` switches every member at once, snake by default (docs/service/interface.md,
 * "Post options").
 *
 * Nothing here sends: the interface does not specify the post endpoint, so the app posts the
 * body through its own backend.
 */

export type WireCasing = 'snake' | 'camel';

export interface WireOptionsConfig {
  /** `'snake'` (the interface's names, the default) or `'camel'` (the service's own client). */
  casing?: WireCasing;
}

export interface PostPayloadInput extends WireOptionsConfig {
  content: string;
  accountIds: readonly string[];
  /** Ids of confirmed uploads. */
  mediaIds?: readonly string[];
  /** One options object per network id, such as the value of `PlatformOptionsPanel`. */
  options?: Readonly<Record<string, object | undefined>>;
  /**
   * The networks of the selected accounts: only their options are sent, so options kept for a
   * network the user deselected do not travel. All of `options` when left out.
   */
  networks?: readonly NetworkId[];
  /** The parts of a thread, in order; sent only when there are some. */
  containers?: readonly (string | { content: string })[];
}

export interface PostPayload {
  content: string;
  accounts: string[];
  containers?: { content: string }[];
  media?: string[];
  /** The per-network option objects, keyed by network id. */
  [network: string]: unknown;
}

const snakeKey = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const isEmpty = (value: unknown) => value == null || value === '' || (Array.isArray(value) && !value.length);

/**
 * One network's options as the wire has them. Empty members (`undefined`, `null`, `''`, `[]`)
 * are left out; `false` is kept, since it says something.
 */
export function toWireOptions(network: NetworkId, options: object | undefined, { casing = 'snake' }: WireOptionsConfig = {}): Record<string, unknown> {
  const wire: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options ?? {})) {
    // share_to_feed means something for Reels only; the field is hidden for other media types.
    if (network === 'instagram' && key === 'shareToFeed' && (options as { mediaType?: string }).mediaType !== 'REELS') continue;
    if (!isEmpty(value)) wire[casing === 'snake' ? snakeKey(key) : key] = value;
  }
  return wire;
}

/** The body that creates a post: `content`, `accounts`, `containers`, `media`, then one object per network. */
export function buildPostPayload({ content, accountIds, mediaIds, options = {}, networks, containers, casing }: PostPayloadInput): PostPayload {
  const payload: PostPayload = { content, accounts: [...accountIds] };
  if (containers?.length) payload.containers = containers.map((part) => ({ content: typeof part === 'string' ? part : part.content }));
  if (mediaIds?.length) payload.media = [...mediaIds];
  for (const [network, value] of Object.entries(options)) {
    const wire = toWireOptions(network, value, { casing });
    if (Object.keys(wire).length && !(network in payload) && (!networks || networks.includes(network))) payload[network] = wire;
  }
  return payload;
}
