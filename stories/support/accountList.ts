import { createSimulatedService, type SimulatedAccount } from '../../src/mocks/index.js';
import { BASE_URL } from './simulated.js';

const NETWORKS = ['x', 'threads', 'bluesky', 'linkedin', 'youtube', 'instagram', 'facebook', 'tiktok', 'pinterest'];
const PEOPLE = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Ken', 'Margaret', 'Radia'];

/** Accounts of tenant `acme` across the nine networks, as the shared Storybook service seeds them. */
export function accountSeed(count: number): Partial<SimulatedAccount>[] {
  return Array.from({ length: count }, (_, i) => ({
    network: NETWORKS[i % NETWORKS.length],
    nickname: `${PEOPLE[i % PEOPLE.length]} ${i + 1}`,
    username: `${PEOPLE[i % PEOPLE.length]!.toLowerCase()}${i + 1}`,
    tenantId: 'acme',
    accountType: i % 3 === 0 ? 'organization' : 'personal',
    isActive: i % 7 === 6 ? 0 : 1,
  }));
}

/**
 * Services of their own, kept in memory, for stories that disconnect accounts or need the list
 * without `count`: the shared service persists in localStorage, and other stories count on its
 * 45 accounts. A story selects one with `parameters.msw.handlers.service` and resets it first.
 */
export const disconnectService = createSimulatedService({ baseUrl: BASE_URL, seed: accountSeed(4) });
export const uncountedService = createSimulatedService({ baseUrl: BASE_URL, seed: accountSeed(45), listShape: 'bare' });
