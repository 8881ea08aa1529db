import { toId } from 'storybook/internal/csf';
import { createSimulatedService } from '../../src/mocks/index.js';

export const BASE_URL = '/api/social';

/**
 * A story's own page, beside this page's iframe.html (so a Storybook published under a sub-path
 * works too). Titles are repeated here because Storybook's indexer takes only literal titles.
 */
export const storyUrl = (title: string, story: string) => {
  const path = `iframe.html?id=${toId(title, story)}&viewMode=story`;
  return typeof location === 'undefined' ? `/${path}` : new URL(path, location.href).href;
};

/**
 * One simulated service for the whole Storybook. Its state lives in localStorage so that an
 * OAuth popup (another page) and the story that opened it see the same sessions and accounts.
 */
export const simulated = createSimulatedService({
  baseUrl: BASE_URL,
  persist: typeof localStorage === 'undefined' ? undefined : localStorage,
  // The simulated OAuth consent is a story of its own (stories/simulated/Consent.stories.tsx), so a
  // popup or a redirect can load it; its id is derived as Storybook derives it from title and export.
  consentUrl: storyUrl('Simulated service/Consent', 'Page'),
});

const NETWORKS = ['x', 'threads', 'bluesky', 'linkedin', 'youtube', 'instagram', 'facebook', 'tiktok', 'pinterest'];
const PEOPLE = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Ken', 'Margaret', 'Radia'];

/** 45 accounts for tenant `acme` (three pages of 20, the last one short) and a few for `globex`. */
export function seedAccounts() {
  if (simulated.db.accounts().length > 0) return;
  for (let i = 0; i < 48; i++) {
    const network = NETWORKS[i % NETWORKS.length]!;
    const person = PEOPLE[i % PEOPLE.length]!;
    simulated.db.addAccount({
      network,
      nickname: `${person} ${i + 1}`,
      username: `${person.toLowerCase()}${i + 1}`,
      tenantId: i < 45 ? 'acme' : 'globex',
      accountType: i % 3 === 0 ? 'organization' : 'personal',
    });
  }
}
