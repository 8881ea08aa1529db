import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { SocialKitProvider, errorMessages, useAccounts, useMessages, useSocialKit } from '../../src/index.js';
import { BASE_URL } from '../support/render.js';
import { useService } from '../support/service.js';

describe('SocialKitProvider', () => {
  it('names the hook and the provider when a hook is used outside it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAccounts())).toThrow('useAccounts must be used inside <SocialKitProvider>.');
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
    expect(appClient.getQueryData(['socialkit', 'accounts', { limit: 20, offset: 0, tenantId: 't1' }])).toMatchObject({
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
    function Words() {
      const messages = useMessages(errorMessages);
      const { locale } = useSocialKit();
      return <p>{`${messages.errorNetwork} | ${messages.errorTimeout} | ${locale}`}</p>;
    }
    render(
      <SocialKitProvider baseUrl={BASE_URL} messages={{ errorNetwork: 'Keine Verbindung.' }} locale="de-DE">
        <Words />
      </SocialKitProvider>,
    );
    expect(screen.getByText(`Keine Verbindung. | ${errorMessages.errorTimeout} | de-DE`)).toBeInTheDocument();
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

function Usernames() {
  const { data } = useAccounts();
  return <ul>{data?.accounts.map((account) => <li key={account.id}>{account.username}</li>)}</ul>;
}
