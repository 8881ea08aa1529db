import { renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import { accountsQueryOptions, createSocialClient, SocialKitProvider, useAccounts, usePendingSession, useSocialKit } from '../../src/index.js';

function Accounts() {
  const accounts = useAccounts();
  const pending = usePendingSession({ sessionToken: 'token' });
  const { locale } = useSocialKit();
  return (
    <p>
      {accounts.status}/{pending.status}/{locale}
    </p>
  );
}

describe('server rendering', () => {
  it('renders the provider and data hooks to a string without touching window or fetching', () => {
    const fetch = vi.fn();
    const html = renderToString(
      <SocialKitProvider baseUrl="https://app.example/api/social" fetch={fetch} locale="de-DE">
        <Accounts />
      </SocialKitProvider>,
    );
    expect(html).toBe('<p>pending<!-- -->/<!-- -->pending<!-- -->/<!-- -->de-DE</p>');
    expect(fetch).not.toHaveBeenCalled();
    expect(typeof window).toBe('undefined');
  });

  it('renders data the app prefetched on the server', () => {
    const queryClient = new QueryClient();
    // Prefetched through the proxy's absolute address, read by a provider with the same path.
    const client = createSocialClient({ baseUrl: 'http://localhost:3000/api/social' });
    queryClient.setQueryData(accountsQueryOptions(client).queryKey, { accounts: [{ id: 'a', network: 'x' }], count: 1 });
    function Count() {
      const { data } = useAccounts();
      return <span>{data?.count ?? 'none'}</span>;
    }
    const html = renderToString(
      <SocialKitProvider baseUrl="https://app.example/api/social" queryClient={queryClient}>
        <Count />
      </SocialKitProvider>,
    );
    expect(html).toBe('<span>1</span>');
  });
});
