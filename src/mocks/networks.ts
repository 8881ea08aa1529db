import type { PageInput, SimulatedPage } from './types.js';

/** The nine networks of service-notes.md; configuredNetworks may add more (the list is open). */
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

export function networkName(network: string): string {
  return DISPLAY_NAMES[network] ?? network;
}

const DEFAULT_PAGE_COUNTS: Record<string, number> = { linkedin: 3, facebook: 3, youtube: 2, instagram: 2 };

export function defaultPagesFor(network: string): PageInput[] | null {
  const count = DEFAULT_PAGE_COUNTS[network];
  return count === undefined ? null : generatePages(network, count);
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

export function avatarUrl(network: string, username: string): string {
  // `.invalid` never resolves, so nothing leaves the machine and components show their fallback.
  return `https://avatars.socialkit.invalid/${encodeURIComponent(network)}/${encodeURIComponent(username)}.png`;
}

/** LinkedIn offers the member's own profile first, then the organizations they administer. */
export function generatePages(network: string, count: number): SimulatedPage[] {
  const personal = network === 'linkedin';
  return Array.from({ length: count }, (_, index) => {
    const isPerson = personal && index === 0;
    const name = isPerson ? pick(PEOPLE, 0) : pick(ORGANIZATIONS, personal ? index - 1 : index);
    return completePage(network, { type: isPerson ? 'personal' : 'organization', name });
  });
}

export function completePage(network: string, page: PageInput): SimulatedPage {
  const name = page.name ?? 'Simulated page';
  const username = page.username ?? slug(name);
  return {
    id: page.id ?? `pg_${crypto.randomUUID()}`,
    type: page.type ?? 'organization',
    name,
    username,
    profilePictureUrl: page.profilePictureUrl ?? avatarUrl(network, username),
  };
}

/** A person for one-step networks, with a suffix so repeated consents do not collide. */
export function generatePerson(): { nickname: string; username: string } {
  const nickname = pick(PEOPLE, Math.floor(Math.random() * PEOPLE.length));
  return { nickname, username: `${slug(nickname).replace(/-/g, '_')}_${crypto.randomUUID().slice(0, 4)}` };
}
