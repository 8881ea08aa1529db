import type { NetworkId } from '../client/types.js';
import type { IconShape } from './iconShape.js';
import { blueskyIcon, facebookIcon, instagramIcon, linkedinIcon, pinterestIcon, threadsIcon, tiktokIcon, xIcon, youtubeIcon } from './icons.js';

export type NetworkKind =
  | 'short-text'
  | 'decentralized-handle'
  | 'professional'
  | 'video'
  | 'photo'
  | 'page-based'
  | 'short-video'
  | 'pin-board'
  | 'unknown';

export interface NetworkInfo {
  id: NetworkId;
  /** The brand's own spelling, for labels such as "Connect YouTube". */
  name: string;
  kind: NetworkKind;
  /** OAuth consent, or a handle and an app password typed into our form. */
  connect: 'oauth' | 'app-password';
  /** Whether the consent may come back with pages, channels or profiles to choose from. */
  offersPages: boolean;
  /** Brand colour, for accents only: several are black, which dark themes must not use as text. */
  color: string;
  /** The brand's mark: one SVG path in its own square viewBox. */
  icon: IconShape;
}

/** A ring: neutral, for networks this version does not know. */
export const genericIcon: IconShape = { viewBox: '0 0 24 24', path: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2.5a7.5 7.5 0 1 1 0 15 7.5 7.5 0 0 1 0-15Z' };

const network = (
  id: string,
  name: string,
  kind: NetworkKind,
  offersPages: boolean,
  color: string,
  icon = genericIcon,
  connect: NetworkInfo['connect'] = 'oauth',
): NetworkInfo => ({ id, name, kind, connect, offersPages, color, icon });

export const NETWORKS: readonly NetworkInfo[] = [
  network('x', 'X', 'short-text', false, '#000000', xIcon),
  network('threads', 'Threads', 'short-text', false, '#000000', threadsIcon),
  network('bluesky', 'Bluesky', 'decentralized-handle', false, '#1185FE', blueskyIcon, 'app-password'),
  network('linkedin', 'LinkedIn', 'professional', true, '#0A66C2', linkedinIcon),
  network('youtube', 'YouTube', 'video', true, '#FF0000', youtubeIcon),
  network('instagram', 'Instagram', 'photo', true, '#FF0069', instagramIcon),
  network('facebook', 'Facebook', 'page-based', true, '#0866FF', facebookIcon),
  network('tiktok', 'TikTok', 'short-video', false, '#000000', tiktokIcon),
  network('pinterest', 'Pinterest', 'pin-board', false, '#BD081C', pinterestIcon),
];

/**
 * A network's entry. An id this version does not know (the service adds networks) still gets
 * one, with the neutral icon and the id capitalised as its name ("mastodon" → "Mastodon"), so a
 * list never crashes on it.
 */
export function getNetwork(id: NetworkId): NetworkInfo {
  const name = id ? id.charAt(0).toUpperCase() + id.slice(1) : 'Unknown network';
  return NETWORKS.find((entry) => entry.id === id) ?? network(id, name, 'unknown', false, '#6B7280');
}
