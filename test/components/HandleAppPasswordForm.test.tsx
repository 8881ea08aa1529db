import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { HandleAppPasswordForm, type HandleAppPasswordFormProps } from '../../src/index.js';
import { BASE_URL, renderWithProvider } from '../support/render.js';
import { server } from '../support/server.js';
import { requestsFor, useService as simulate } from '../support/service.js';
import { deferred } from '../support/deferred.js';

const PASSWORD = 'abcd-efgh-ijkl-mnop';

function setup(props: Partial<HandleAppPasswordFormProps> = {}, options: Parameters<typeof renderWithProvider>[1] = {}) {
  const service = simulate();
  const onConnected = vi.fn();
  const onError = vi.fn();
  const user = userEvent.setup();
  const view = renderWithProvider(<HandleAppPasswordForm onConnected={onConnected} onError={onError} {...props} />, options);
  const handle = () => screen.getByRole('textbox', { name: 'Bluesky handle' });
  const password = () => screen.getByLabelText('App password');
  const submit = () => screen.getByRole('button', { name: /^(Connect Bluesky|Connecting…)$/ });
  const root = () => view.container.querySelector<HTMLElement>('[data-scope="handle-app-password-form"][data-part="root"]')!;
  const fill = async (typedHandle: string, typedPassword = PASSWORD) => {
    await user.type(handle(), typedHandle);
    await user.type(password(), typedPassword);
  };
  return { service, onConnected, onError, user, handle, password, submit, root, fill, ...view };
}

const alertText = () => screen.getByRole('alert').textContent;

describe('HandleAppPasswordForm', () => {
  it('labels both fields, says the app password is not the account password, and links to where one is made', () => {
    const { handle, password } = setup();
    expect(screen.getByRole('form', { name: 'Connect Bluesky' })).toBeInTheDocument();
    expect(handle()).toHaveAccessibleDescription('Your full handle, such as alice.bsky.social, or your own domain.');
    expect(handle()).toHaveAttribute('autocomplete', 'off');
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toHaveAttribute('autocomplete', 'off');
    expect(password()).toHaveAttribute('spellcheck', 'false');
    expect(password()).toHaveAccessibleDescription(/Not your account password.*xxxx-xxxx-xxxx-xxxx/);
    const link = screen.getByRole('link', { name: 'Create an app password on Bluesky (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://bsky.app/settings/app-passwords');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('shows and hides the app password with a toggle button', async () => {
    const { user, password } = setup();
    const toggle = screen.getByRole('button', { name: 'Show app password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password()).toHaveAttribute('type', 'text');
    await user.click(toggle);
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('puts missing fields on their fields and focuses the first, without a request', async () => {
    const { service, user, handle, password, submit, root } = setup();
    await user.click(submit());
    expect(root()).toHaveAttribute('data-state', 'invalid');
    expect(handle()).toHaveAttribute('aria-invalid', 'true');
    expect(handle()).toHaveAccessibleDescription(/^Enter your Bluesky handle\./);
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAccessibleDescription(/^Enter an app password\./);
    expect(handle()).toHaveFocus();
    expect(requestsFor(service, 'connectAppPassword')).toHaveLength(0);
    await user.type(handle(), 'a');
    expect(handle()).not.toHaveAttribute('aria-invalid');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a full handle with a domain, and accepts custom domains and pasted forms', async () => {
    const { service, user, handle, submit, fill } = setup();
    await fill('alice');
    await user.click(submit());
    expect(handle()).toHaveAccessibleDescription(/^Enter your full handle with its domain, such as alice\.bsky\.social or alice\.com\./);
    await user.clear(handle());
    await user.type(handle(), '  @Alice.Example.COM ');
    await user.type(screen.getByLabelText('App password'), PASSWORD);
    await user.click(submit());
    await screen.findByText('Connected @alice.example.com.');
    expect(requestsFor(service, 'connectAppPassword')[0]!.body).toEqual({ handle: 'alice.example.com', appPassword: '[redacted]' });
  });

  it('reads a handle out of a pasted profile link', async () => {
    const { service, user, submit, fill } = setup();
    await fill('https://bsky.app/profile/bob.bsky.social');
    await user.click(submit());
    await screen.findByText('Connected @bob.bsky.social.');
    expect(requestsFor(service, 'connectAppPassword')[0]!.body).toMatchObject({ handle: 'bob.bsky.social' });
  });

  it('takes a DID, typed or in a profile link, as it is', async () => {
    const { service, user, submit, fill, handle } = setup();
    await fill('https://bsky.app/profile/did:plc:ewvi7nxzyoun6zhxrhs64oiz');
    await user.click(submit());
    await screen.findByText('Connected did:plc:ewvi7nxzyoun6zhxrhs64oiz.');
    expect(requestsFor(service, 'connectAppPassword')[0]!.body).toMatchObject({ handle: 'did:plc:ewvi7nxzyoun6zhxrhs64oiz' });

    await user.type(handle(), 'did:plc:ewvi7');
    await user.type(screen.getByLabelText('App password'), PASSWORD);
    await user.click(submit());
    expect(handle()).toHaveAttribute('aria-invalid', 'true');
    expect(handle()).toHaveAccessibleDescription(/^Enter a whole DID: did:plc: followed by 24 letters and digits, or did:web: followed by a domain\./);
    expect(requestsFor(service, 'connectAppPassword')).toHaveLength(1);
  });

  it('connects, reports the account, empties the form and sends the tenant', async () => {
    const { service, user, submit, fill, onConnected, handle, password, root } = setup({ tenantId: 'globex' }, { tenantId: 'acme' });
    await fill('carol.bsky.social', 'any-other-format');
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent('Connected @carol.bsky.social.');
    expect(root()).toHaveAttribute('data-state', 'connected');
    expect(onConnected).toHaveBeenCalledWith(expect.objectContaining({ network: 'bluesky', username: 'carol.bsky.social' }));
    expect(requestsFor(service, 'connectAppPassword')[0]!.body).toMatchObject({ tenantId: 'globex' });
    expect(handle()).toHaveValue('');
    expect(password()).toHaveValue('');
  });

  it('sends one request for a double click and Enter, keeping focus on the pending button', async () => {
    const { service, user, submit, fill } = setup();
    const answer = deferred();
    service.faults.set('connectAppPassword', { hold: answer.promise, times: 1 });
    await fill('dave.bsky.social');
    const button = submit();
    await user.dblClick(button);
    await user.keyboard('{Enter}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Connecting…');
    expect(screen.getByRole('status')).toHaveTextContent('Connecting @dave.bsky.social…');
    answer.resolve();
    await screen.findByText('Connected @dave.bsky.social.');
    expect(requestsFor(service, 'connectAppPassword')).toHaveLength(1);
  });

  describe('each failure has its own message', () => {
    it('409: the account is already connected', async () => {
      const { service, user, submit, fill, onError, handle } = setup();
      service.db.addAccount({ network: 'bluesky', username: 'erin.bsky.social' });
      await fill('@erin.bsky.social');
      await user.click(submit());
      await waitFor(() => expect(alertText()).toBe('@erin.bsky.social is already connected.'));
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 409 }));
      expect(handle()).toHaveValue('@erin.bsky.social');
    });

    it('401: the network refused the credentials, which is not the app sign-in', async () => {
      const { user, submit, fill } = setup();
      await fill('frank.bsky.social', 'invalid');
      await user.click(submit());
      await waitFor(() =>
        expect(alertText()).toBe('Bluesky did not accept this handle and app password. Check the handle, or create a new app password and enter it again.'),
      );
      expect(alertText()).not.toMatch(/sign in/i);
    });

    it('401 from the proxy (the user is signed out of the app): sign in again, not the app password', async () => {
      const { user, submit, fill, onError, handle } = setup();
      // What createSocialProxy answers when `authorize` says no.
      server.use(http.post(`${BASE_URL}/v1/social-accounts/bluesky`, () => HttpResponse.json({ success: false, error: 'Unauthorized' }, { status: 401 })));
      await fill('lena.bsky.social');
      await user.click(submit());
      await waitFor(() => expect(alertText()).toBe('Your session has ended. Sign in again to continue.'));
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }));
      expect(handle()).not.toHaveAttribute('aria-invalid');
    });

    it('400 without details: the request was not accepted', async () => {
      const { service, user, submit, fill } = setup();
      service.faults.set('connectAppPassword', { status: 400, times: 1 });
      await fill('gina.bsky.social');
      await user.click(submit());
      await waitFor(() => expect(alertText()).toBe('The service did not accept this request. Check the handle and app password, then try again.'));
    });

    it('400 with details: each message on its field, the first field focused, the rest in the alert', async () => {
      const { service, user, submit, fill, handle, password } = setup();
      service.faults.set('connectAppPassword', {
        status: 400,
        times: 1,
        body: {
          success: false,
          error: 'Invalid payload',
          details: { handle: { domain: { _errors: ['Handle does not resolve'] } }, appPassword: { _errors: ['Required'] }, tenantId: { _errors: ['Bad tenant'] } },
        },
      });
      await fill('hal.bsky.social');
      await user.click(submit());
      await waitFor(() => expect(handle()).toHaveAttribute('aria-invalid', 'true'));
      expect(handle()).toHaveAccessibleDescription(/^Handle does not resolve/);
      expect(password()).toHaveAccessibleDescription(/^Enter an app password\./);
      expect(handle()).toHaveFocus();
      expect(alertText()).toBe('Some fields need attention. Bad tenant');
    });

    it('500: a failure on our side', async () => {
      const { service, user, submit, fill } = setup();
      service.faults.set('connectAppPassword', { status: 500, times: 1 });
      await fill('ivy.bsky.social');
      await user.click(submit());
      await waitFor(() => expect(alertText()).toBe('Connecting Bluesky failed on our side. Try again in a moment.'));
    });

    it('a network failure in the shared messages', async () => {
      const { service, user, submit, fill } = setup();
      service.faults.set('connectAppPassword', { drop: true, times: 1 });
      await fill('jo.bsky.social');
      await user.click(submit());
      await waitFor(() => expect(alertText()).toBe('We could not reach the server. Check your connection and try again.'));
    });
  });

  describe('the app password is kept nowhere', () => {
    it.each([
      ['success', undefined],
      ['failure', { status: 500 }],
    ] as const)('after a %s: not in the field, the DOM, the mutation cache, storage or the console', async (_, fault) => {
      const secret = 'zq7x-k2m9-w4p8-r3t6';
      const log = [vi.spyOn(console, 'log'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'error'), vi.spyOn(console, 'info'), vi.spyOn(console, 'debug')];
      const { service, user, submit, fill, password, queryClient, container } = setup();
      if (fault) service.faults.set('connectAppPassword', { ...fault, times: 1 });
      await fill('kim.bsky.social', secret);
      await user.click(screen.getByRole('button', { name: 'Show app password' }));
      await user.click(submit());
      await waitFor(() => expect(screen.getByRole('status').textContent || screen.getByRole('alert').textContent).toMatch(/Connected|failed/));

      expect(password()).toHaveValue('');
      expect(password()).toHaveAttribute('type', 'password');
      expect(container.innerHTML).not.toContain(secret);
      const mutations = queryClient.getMutationCache().getAll();
      expect(mutations).toHaveLength(1);
      expect(mutations[0]!.state.variables).toEqual({ handle: 'kim.bsky.social', tenantId: undefined, network: 'bluesky' });
      expect(JSON.stringify(mutations.map((mutation) => mutation.state))).not.toContain(secret);
      expect(JSON.stringify(queryClient.getQueryCache().getAll().map((query) => query.state))).not.toContain(secret);
      for (const storage of [localStorage, sessionStorage]) {
        expect(Object.values({ ...storage }).join(' ')).not.toContain(secret);
      }
      for (const spy of log) expect(JSON.stringify(spy.mock.calls)).not.toContain(secret);
      // The service got it, once: it went where it had to and nowhere else.
      expect(requestsFor(service, 'connectAppPassword')).toHaveLength(1);
    });
  });

  it('offers Cancel when the app can close it', async () => {
    const onCancel = vi.fn();
    const { user } = setup({ onCancel });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    // Nothing of the DOM reaches the app: a click event in its logs drags the element tree along.
    expect(onCancel).toHaveBeenCalledWith();
  });

  it('focuses the handle on mount when asked', () => {
    const { handle } = setup({ autoFocus: true });
    expect(handle()).toHaveFocus();
  });
});
