import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { PlatformOptionsPanel, SocialKitProvider, errorMessages, useAccounts, useMessages, useSocialKit } from '../../src/index.js';
import { mediaUploaderMessages } from '../../src/i18n/en/mediaUploader.js';
import { BASE_URL, expectRenderToThrow } from '../support/render.js';
import { useService } from '../support/service.js';

describe('SocialKitProvider', () => {
  it('names the hook and the provider when a hook is used outside it', () => {
    expectRenderToThrow(() => renderHook(() => useAccounts()), 'useAccounts must be used inside <SocialKitProvider>.');
  });

  it("uses the app's own QueryClientProvider when there is one", async () => {
    const service = useService();
    service.db.addAccount({ network: 'x', username: 'ada', tenantId: 't1' });
    const appClient = new QueryClient();
    const { result } = renderHook(() => useAccounts(), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={appClient}>
          <SocialKitProvider baseUrl={BASE_URL} tenantId="t1">{children}</SocialKitProvider>
        </QueryClientProvider>
      ),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(appClient.getQueryData(['socialkit', 'accounts', { limit: 20, offset: 0, tenantId: 't1' }, BASE_URL])).toMatchObject({
      accounts: [{ username: 'ada' }],
    });
  });

  it('brings its own QueryClient when the app has none', async () => {
    const service = useService();
    service.db.addAccount({ network: 'x', username: 'grace' });
    render(
      <SocialKitProvider baseUrl={BASE_URL}>
        <Usernames />
      </SocialKitProvider>,
    );
    expect(await screen.findByText('grace')).toBeInTheDocument();
  });

  it('lets the app override any message and exposes its locale', () => {
    function Messages() {
      const { m, locale } = useMessages({ defaults: errorMessages });
      return <p>{`${m.errorNetwork} | ${m.errorTimeout} | ${locale}`}</p>;
    }
    render(
      <SocialKitProvider baseUrl={BASE_URL} messages={{ errorNetwork: 'Keine Verbindung.' }} locale="de-DE">
        <Messages />
      </SocialKitProvider>,
    );
    expect(screen.getByText(`Keine Verbindung. | ${errorMessages.errorTimeout} | de-DE`)).toBeInTheDocument();
  });

  it('fills and counts an app’s own messages in the provider’s locale, as the components do', () => {
    function Messages() {
      const { m, t, plural } = useMessages({ defaults: mediaUploaderMessages });
      return <p>{`${t(m.mediaUploaderTotals, { done: 12000, total: 34000 })} | ${plural('mediaUploaderAnnounceAddedMany', 3)}`}</p>;
    }
    render(
      <SocialKitProvider baseUrl={BASE_URL} messages={{ mediaUploaderAnnounceAddedMany_few: '{count} pliki dodane.' }} locale="pl-PL">
        <Messages />
      </SocialKitProvider>,
    );
    expect(screen.getByText('12 000 of 34 000 uploaded | 3 pliki dodane.')).toBeInTheDocument();
  });

  it('names its caller outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Messages() {
      return <p>{useMessages({ defaults: errorMessages, caller: 'MyErrors' }).m.errorNetwork}</p>;
    }
    expect(() => render(<Messages />)).toThrow('MyErrors must be used inside <SocialKitProvider>.');
  });

  it.each([
    ['de_DE', 'de-DE'],
    ['DE-de', 'de-DE'],
    ['en_US', 'en-US'],
    ['de_CH.UTF-8', 'de-CH'],
  ])('reads the locale %s as %s, for every Intl call beneath it', (given, canonical) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <SocialKitProvider baseUrl={BASE_URL} locale={given}>
        <Locale />
        <PlatformOptionsPanel networks={['youtube']} />
      </SocialKitProvider>,
    );
    expect(screen.getByTestId('locale')).toHaveTextContent(canonical);
    expect(screen.getByText(`Up to ${(5000).toLocaleString(canonical)} bytes: a plain letter is 1, an accented letter 2, an emoji 4.`)).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });

  it("falls back to the browser's locale for a tag Intl cannot read, and says which prop in development", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <SocialKitProvider baseUrl={BASE_URL} locale="english (US)">
        <Locale />
        <PlatformOptionsPanel networks={['youtube']} />
      </SocialKitProvider>,
    );
    // The whole tree renders, numbers and all, in the browser's locale.
    expect(screen.getByTestId('locale')).toHaveTextContent('browser');
    expect(screen.getByText(`Up to ${(5000).toLocaleString()} bytes: a plain letter is 1, an accented letter 2, an emoji 4.`)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/SocialKitProvider: `locale` "english \(US\)" is not a BCP 47 language tag/);
  });

  it('sends the headers it is given with every request', async () => {
    const service = useService();
    let seen = '';
    const fetchSpy = (input: RequestInfo | URL, init?: RequestInit) => {
      seen = new Headers(init?.headers).get('X-CSRF-Token') ?? '';
      return fetch(input, init);
    };
    service.db.addAccount({ network: 'x', username: 'alan' });
    render(
      <SocialKitProvider baseUrl={BASE_URL} fetch={fetchSpy} headers={{ 'X-CSRF-Token': 'token-1' }} queryClient={new QueryClient()}>
        <Usernames />
      </SocialKitProvider>,
    );
    expect(await screen.findByText('alan')).toBeInTheDocument();
    expect(seen).toBe('token-1');
  });
});

function Locale() {
  return <output data-testid="locale">{useSocialKit().locale ?? 'browser'}</output>;
}

function Usernames() {
  const { data } = useAccounts();
  return <ul>{data?.accounts.map((account) => <li key={account.id}>{account.username}</li>)}</ul>;
}
