import { NETWORKS, genericIcon, getNetwork } from '../../src/networks/catalogue.js';
import * as icons from '../../src/networks/icons.js';
// @ts-expect-error: a plain .mjs script, read for its table and its conversion only
import { SOURCES, iconOf } from '../../scripts/generate-icons.mjs';

describe('the network catalogue', () => {
  it('lists the nine networks of the service with their connect method', () => {
    expect(NETWORKS.map((n) => n.id)).toEqual(['x', 'threads', 'bluesky', 'linkedin', 'youtube', 'instagram', 'facebook', 'tiktok', 'pinterest']);
    expect(NETWORKS.filter((n) => n.connect === 'app-password').map((n) => n.id)).toEqual(['bluesky']);
    expect(NETWORKS.filter((n) => n.offersPages).map((n) => n.id)).toEqual(['linkedin', 'youtube', 'instagram', 'facebook']);
  });

  it('gives an unknown network a generic entry labelled with its id, capitalised', () => {
    expect(getNetwork('mastodon')).toMatchObject({ id: 'mastodon', name: 'Mastodon', kind: 'unknown', icon: genericIcon, connect: 'oauth' });
    expect(getNetwork('google_business').name).toBe('Google_business');
  });

  it('gives every one of the nine networks its own brand mark, in a square box', () => {
    const marks = NETWORKS.map((n) => n.icon);
    for (const mark of marks) {
      expect(mark).not.toBe(genericIcon);
      const [, , width, height] = mark.viewBox.split(' ').map(Number);
      expect(width).toBe(height);
    }
    expect(new Set(marks.map((mark) => mark.path)).size).toBe(9);
  });

  it('keeps the generated icons in step with the installed Font Awesome brands', () => {
    for (const [network, source] of Object.entries(SOURCES as Record<string, string>)) {
      expect((icons as Record<string, unknown>)[`${network}Icon`]).toEqual(iconOf(source));
      expect(getNetwork(network).icon).toEqual(iconOf(source));
    }
  });
});
