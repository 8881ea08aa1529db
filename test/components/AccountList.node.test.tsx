import { renderToString } from 'react-dom/server';
import { AccountList, SocialKitProvider } from '../../src/index.js';

describe('AccountList on the server', () => {
  it('renders the loading state to a string without window and without fetching', () => {
    const fetch = vi.fn();
    const html = renderToString(
      <SocialKitProvider baseUrl="https://app.example/api/social" fetch={fetch} tenantId="acme">
        <AccountList showTenantFilter />
      </SocialKitProvider>,
    );
    expect(typeof window).toBe('undefined');
    expect(fetch).not.toHaveBeenCalled();
    expect(html).toContain('data-scope="account-list"');
    expect(html).toContain('data-state="loading"');
    expect(html).toMatch(/<ul[^>]*aria-label="Connected accounts"[^>]*aria-busy="true"/);
    expect(html).toContain('Loading accounts…');
    expect(html).toMatch(/<option value=""[^>]*>All networks<\/option>/);
    expect(html).toMatch(/<input[^>]*value="acme"/);
  });
});
