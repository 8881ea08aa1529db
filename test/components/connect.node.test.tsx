import { renderToString } from 'react-dom/server';
import { ConnectAccountButton, ConnectAccountButtonGroup, ConnectCallback, SocialKitProvider } from '../../src/index.js';

const provider = (children: React.ReactNode) => (
  <SocialKitProvider baseUrl="https://app.example/api/social" fetch={vi.fn()}>
    {children}
  </SocialKitProvider>
);

describe('connect components on the server', () => {
  it('renders the button and the group without window, idle, with their live regions', () => {
    const html = renderToString(
      provider(
        <>
          <ConnectAccountButton network="youtube" redirectUri="https://app.example/connect/callback" />
          <ConnectAccountButtonGroup networks={['x', 'bluesky']} layout="grid" />
        </>,
      ),
    );
    expect(typeof window).toBe('undefined');
    expect(html).toContain('data-state="idle"');
    expect(html).toContain('Connect YouTube');
    expect(html).toContain('role="group" aria-label="Connect an account"');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html.match(/role="status"/g)).toHaveLength(3);
  });

  it('renders the callback as "reading": the URL is only read in the browser, after hydration', () => {
    const html = renderToString(provider(<ConnectCallback />));
    expect(html).toContain('data-scope="connect-callback"');
    expect(html).toContain('data-state="reading"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Finishing the connection…');
  });
});
