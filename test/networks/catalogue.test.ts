import * as simpleIcons from 'simple-icons';
import { NETWORKS, genericIconPath, getNetwork } from '../../src/networks/index.js';
import * as icons from '../../src/networks/icons.js';
// @ts-expect-error: a plain .mjs script, read for its table only
import { SOURCES } from '../../scripts/generate-icons.mjs';

describe('the network catalogue', () => {
  it('lists the nine networks of the service with their connect method', () => {
    expect(NETWORKS.map((n) => n.id)).toEqual(['x', 'threads', 'bluesky', 'linkedin', 'youtube', 'instagram', 'facebook', 'tiktok', 'pinterest']);
    expect(NETWORKS.filter((n) => n.connect === 'app-password').map((n) => n.id)).toEqual(['bluesky']);
    expect(NETWORKS.filter((n) => n.offersPages).map((n) => n.id)).toEqual(['linkedin', 'youtube', 'instagram', 'facebook']);
  });

  it('gives an unknown network a generic entry labelled with its id', () => {
    expect(getNetwork('google_business')).toMatchObject({ id: 'google_business', name: 'google_business', kind: 'unknown', iconPath: genericIconPath, connect: 'oauth' });
  });

  it('gives LinkedIn the neutral mark, since simple-icons has none', () => {
    expect(getNetwork('linkedin').iconPath).toBe(genericIconPath);
  });

  it('keeps the generated icon paths in step with the installed simple-icons', () => {
    for (const [network, source] of Object.entries(SOURCES as Record<string, string>)) {
      const generated = (icons as Record<string, string>)[`${network}Path`];
      expect(generated, network).toBe((simpleIcons as unknown as Record<string, { path: string }>)[source]!.path);
      expect(getNetwork(network).iconPath).toBe(generated);
    }
  });
});
