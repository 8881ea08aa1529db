import type { NetworkId } from '../client/types.js';
import { blueskyPath, facebookPath, instagramPath, pinterestPath, threadsPath, tiktokPath, xPath, youtubePath } from './icons.js';

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
  /** A 24×24 SVG path. */
  iconPath: string;
}

/** A ring: neutral, for LinkedIn (no free brand mark) and for networks this version does not know. */
export const genericIconPath = 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2.5a7.5 7.5 0 1 1 0 15 7.5 7.5 0 0 1 0-15Z';

const network = (
  id: string,
  name: string,
  kind: NetworkKind,
  offersPages: boolean,
  color: string,
  iconPath = genericIconPath,
  connect: NetworkInfo['connect'] = 'oauth',
): NetworkInfo => ({ id, name, kind, connect, offersPages, color, iconPath });

export const NETWORKS: readonly NetworkInfo[] = [
  network('x', 'X', 'short-text', false, '#000000', xPath),
  network('threads', 'Threads', 'short-text', false, '#000000', threadsPath),
  network('bluesky', 'Bluesky', 'decentralized-handle', false, '#1185FE', blueskyPath, 'app-password'),
  network('linkedin', 'LinkedIn', 'professional', true, '#0A66C2'),
  network('youtube', 'YouTube', 'video', true, '#FF0000', youtubePath),
  network('instagram', 'Instagram', 'photo', true, '#FF0069', instagramPath),
  network('facebook', 'Facebook', 'page-based', true, '#0866FF', facebookPath),
  network('tiktok', 'TikTok', 'short-video', false, '#000000', tiktokPath),
  network('pinterest', 'Pinterest', 'pin-board', false, '#BD081C', pinterestPath),
];

/**
 * A network's entry. An id this version does not know (the service adds networks) still gets
 * one, with the neutral icon and the id as its name, so a list never crashes on it.
 */
export function getNetwork(id: NetworkId): NetworkInfo {
  return NETWORKS.find((entry) => entry.id === id) ?? network(id, id || 'Unknown network', 'unknown', false, '#6B7280');
}
