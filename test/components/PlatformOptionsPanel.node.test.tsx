import { renderToString } from 'react-dom/server';
import { PlatformOptionsPanel, SocialKitProvider, buildPostPayload, countCharacters } from '../../src/index.js';

describe('PlatformOptionsPanel on the server', () => {
  it('renders to a string without window, with its inline errors in the markup', () => {
    const html = renderToString(
      <SocialKitProvider baseUrl="https://app.example/api/social" fetch={vi.fn()}>
        <PlatformOptionsPanel networks={['youtube', 'x']} defaultValue={{ youtube: { title: 'a <b>' } }} showEmptyNetworks />
      </SocialKitProvider>,
    );
    expect(typeof window).toBe('undefined');
    expect(html).toContain('data-scope="platform-options-panel"');
    expect(html).toContain('The title cannot contain &lt; or &gt;.');
    expect(html).toContain('X has no extra options.');
  });

  it('builds a payload and counts graphemes in Node', () => {
    expect(buildPostPayload({ content: 'hi', accounts: ['a'], options: { tiktok: { disableDuet: true } } })).toEqual({
      content: 'hi',
      accounts: ['a'],
      tiktok: { disable_duet: true },
    });
    expect(countCharacters('bluesky', '👍🏽')).toBe(1);
  });
});
