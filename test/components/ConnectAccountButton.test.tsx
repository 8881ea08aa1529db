import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConnectAccountButton } from '../../src/index.js';
import { renderWithProvider } from '../support/render.js';
import { fakePopup, loseNextFinalizeAnswer, requestsFor, useService } from '../support/service.js';

// jsdom has no modal dialogs; the real one is tested in Chromium (test/components/connect-popup.browser.test.tsx).
beforeEach(() => {
  if ('showModal' in HTMLDialogElement.prototype) return;
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
    },
  });
});

describe('ConnectAccountButton', () => {
  it('gives its page picker the flow’s tenant, so a finalize whose answer was lost is found where the auth URL put it', async () => {
    const service = useService();
    // The option's tenant, not the provider's (acme): the auth URL and the session's accounts are under it.
    const token = service.db.createSession({ network: 'facebook', pageCount: 1, tenantId: 'team_42' });
    loseNextFinalizeAnswer(service);
    const popup = fakePopup();
    let flow = '';
    vi.spyOn(window, 'open').mockImplementation(() => {
      flow = JSON.parse(sessionStorage.getItem('socialkit:connect:flow')!).id;
      return popup as unknown as Window;
    });
    const onConnected = vi.fn();
    const user = userEvent.setup();
    renderWithProvider(
      <ConnectAccountButton network="facebook" mode="popup" tenantId="team_42" redirectUri={`${location.origin}/connect/callback`} onConnected={onConnected} />,
      { tenantId: 'acme' },
    );
    await user.click(screen.getByRole('button', { name: 'Connect Facebook' }));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalled());
    expect(requestsFor(service, 'authUrl')[0]!.body).toMatchObject({ tenant_id: 'team_42' });
    // The callback page in the popup answers with the session.
    const data = { source: 'socialkit', v: 1, id: 'd1', type: 'session', sessionToken: token, flow };
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: location.origin, data }));
    });

    await user.click(await screen.findByRole('button', { name: 'Connect 1 account' }));
    await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => /could not reach the server/.test(alert.textContent ?? ''))).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Connect 1 account' }));
    await waitFor(() => expect(onConnected).toHaveBeenCalledTimes(1));
    const listed = requestsFor(service, 'listAccounts').map((request) => new URL(request.url).searchParams.get('tenantId'));
    expect(listed[0]).toBe('team_42');
  });
});
