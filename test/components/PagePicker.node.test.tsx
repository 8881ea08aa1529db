import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { PagePicker, SocialKitProvider, socialKitKeys } from '../../src/index.js';

describe('PagePicker on the server', () => {
  it('renders the loading state without window or a request', () => {
    const fetch = vi.fn();
    const html = renderToString(
      <SocialKitProvider baseUrl="https://app.example/api/social" fetch={fetch}>
        <PagePicker sessionToken="ses_1" />
      </SocialKitProvider>,
    );
    expect(typeof window).toBe('undefined');
    expect(fetch).not.toHaveBeenCalled();
    expect(html).toContain('data-scope="page-picker"');
    expect(html).toContain('data-state="loading"');
    expect(html).toContain('Loading the pages you shared…');
  });

  it('renders prefetched pages, escaped, with no countdown until the client has a clock', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(socialKitKeys.pendingSession('ses_2', '/api/social'), {
      network: 'facebook',
      expiresAt: Date.now() + 60_000,
      availablePages: [{ id: 'p', name: '<b>Bold</b>', username: 'bold', type: 'organization', profilePictureUrl: 'javascript:alert(1)' }],
    });
    const html = renderToString(
      <SocialKitProvider baseUrl="https://app.example/api/social" fetch={vi.fn()} queryClient={queryClient}>
        <PagePicker sessionToken="ses_2" />
      </SocialKitProvider>,
    );
    expect(html).toContain('&lt;b&gt;Bold&lt;/b&gt;');
    expect(html).toContain('Choose the Facebook pages to connect');
    expect(html).toContain('checked=""');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('role="timer"');
  });
});
