import type { PageInput, SimulatedPage } from './types.js';

/** The nine networks (docs/service/networks.md, "Networks"); configuredNetworks may add more (the list is open). */
export const NETWORK_IDS = ['x', 'threads', 'bluesky', 'linkedin', 'youtube', 'instagram', 'facebook', 'tiktok', 'pinterest'] as const;

const DISPLAY_NAMES: Record<string, string> = {
  x: 'X',
  threads: 'Threads',
  bluesky: 'Bluesky',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
};

/** The one network that connects with a handle and an app password rather than OAuth. */
export const APP_PASSWORD_NETWORK = 'bluesky';

export function networkName(network: string): string {
  return DISPLAY_NAMES[network] ?? network;
}

const DEFAULT_PAGE_COUNTS: Record<string, number> = { linkedin: 3, facebook: 3, youtube: 2, instagram: 2 };

export function defaultPagesFor(network: string): PageInput[] | null {
  const count = DEFAULT_PAGE_COUNTS[network];
  return count === undefined ? null : pageInputs(network, count);
}

const PEOPLE = ['Alex Rivera', 'Sam Okafor', 'Mina Park', 'Jordan Lee', 'Priya Nair', 'Tomás García'];
const ORGANIZATIONS = ['Acme Studio', 'Northwind Coffee', 'Globex Labs', 'Initech Outdoors', 'Umbrella Books', 'Stark Gardens', 'Wayne Bikes'];

function pick(list: readonly string[], index: number): string {
  const name = list[index % list.length] ?? 'Simulated';
  const round = Math.floor(index / list.length);
  return round === 0 ? name : `${name} ${round + 1}`;
}

export function slug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Where a simulated account's or page's picture is: the service's own storage (`avatarSvg` draws
 * it), as a network serves pictures from its CDN. Absolute, as the service sends them, resolved
 * against the storage's base (a path is taken on the page's own origin in a browser).
 */
export function avatarUrl(storageBase: string, network: string, username: string): string {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  return new URL(`${storageBase.replace(/\/+$/, '')}/avatars/${encodeURIComponent(network)}/${encodeURIComponent(username)}.svg`, origin).href;
}

const AVATAR_COLOURS = ['#2563eb', '#7c3aed', '#db2777', '#ea580c', '#16a34a', '#0891b2', '#4f46e5', '#b45309'];

/** A picture for a simulated account: its first letter on a colour picked from its name. */
export function avatarSvg(username: string): string {
  let hash = 0;
  for (const char of username) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const colour = AVATAR_COLOURS[hash % AVATAR_COLOURS.length];
  const letter = (Array.from(username.replace(/^@/, ''))[0] ?? '?').toUpperCase().replace(/[<&>"']/g, '?');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${colour}"/><text x="20" y="26" font-family="system-ui,sans-serif" font-size="18" font-weight="600" fill="#fff" text-anchor="middle">${letter}</text></svg>`;
}

/** LinkedIn offers the member's own profile first, then the organizations they administer. */
function pageInputs(network: string, count: number): PageInput[] {
  const personal = network === 'linkedin';
  return Array.from({ length: count }, (_, index) => {
    const isPerson = personal && index === 0;
    const name = isPerson ? pick(PEOPLE, 0) : pick(ORGANIZATIONS, personal ? index - 1 : index);
    return { type: isPerson ? 'personal' : 'organization', name };
  });
}

export function generatePages(storageBase: string, network: string, count: number): SimulatedPage[] {
  return pageInputs(network, count).map((page) => completePage(storageBase, network, page));
}

export function completePage(storageBase: string, network: string, page: PageInput): SimulatedPage {
  const name = page.name ?? 'Simulated page';
  const username = page.username ?? slug(name);
  return {
    id: page.id ?? `pg_${crypto.randomUUID()}`,
    type: page.type ?? 'organization',
    name,
    username,
    profilePictureUrl: page.profilePictureUrl ?? avatarUrl(storageBase, network, username),
  };
}

/** A person for one-step networks, with a suffix so repeated consents do not collide. */
export function generatePerson(): { nickname: string; username: string } {
  const nickname = pick(PEOPLE, Math.floor(Math.random() * PEOPLE.length));
  return { nickname, username: `${slug(nickname).replace(/-/g, '_')}_${crypto.randomUUID().slice(0, 4)}` };
}
