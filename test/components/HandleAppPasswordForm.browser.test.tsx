import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { userEvent } from 'vitest/browser';
import { HandleAppPasswordForm, SocialKitProvider, type HandleAppPasswordFormProps } from '../../src/index.js';
import { createSimulatedService } from '../../src/mocks/index.js';
import { expectNoViolations } from '../support/axe.js';
import { deferred } from '../support/deferred.js';
import { worker } from '../support/worker.js';
import '../../src/styles/tokens.css';
import '../../src/styles/handle-app-password-form.css';

function setup(props: Partial<HandleAppPasswordFormProps> = {}, theme: 'light' | 'dark' = 'light') {
  const service = createSimulatedService({ baseUrl: '/api/social' });
  worker.use(...service.handlers);
  const onConnected = vi.fn();
  const view = render(
    <StrictMode>
      <div data-theme={theme} style={{ background: 'var(--sk-color-bg)', padding: '1rem', width: '32rem' }}>
        <SocialKitProvider baseUrl="/api/social" tenantId="acme" queryClient={new QueryClient()}>
          <HandleAppPasswordForm onConnected={onConnected} onCancel={() => {}} {...props} />
        </SocialKitProvider>
      </div>
    </StrictMode>,
  );
  const connects = () => service.requests.filter((request) => request.operation === 'connectAppPassword');
  return { service, onConnected, connects, ...view };
}

const root = () => document.querySelector<HTMLElement>('[data-scope="handle-app-password-form"][data-part="root"]')!;
const state = (value: string) => waitFor(() => expect(root()).toHaveAttribute('data-state', value));
const handle = () => screen.getByRole('textbox', { name: 'Bluesky handle' });
const password = () => screen.getByLabelText('App password');
const submit = () => screen.getByRole('button', { name: /^(Connect Bluesky|Connecting…)$/ });

describe('HandleAppPasswordForm in real Chromium', () => {
  it('completes with the keyboard alone: type, reveal, submit with Enter; one request under StrictMode', async () => {
    const { connects, onConnected, service } = setup({ autoFocus: true });
    const answer = deferred();
    service.faults.set('connectAppPassword', { hold: answer.promise, times: 1 });
    expect(handle()).toHaveFocus();
    await userEvent.keyboard('@nora.bsky.social');
    await userEvent.keyboard('{Tab}');
    expect(password()).toHaveFocus();
    await userEvent.keyboard('abcd-efgh-ijkl-mnop');
    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Show app password' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(password()).toHaveAttribute('type', 'text');
    expect(password()).toHaveValue('abcd-efgh-ijkl-mnop');
    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('link', { name: /Create an app password on Bluesky/ })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    expect(submit()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await state('submitting');
    await userEvent.keyboard('{Enter}');
    expect(submit()).toHaveFocus();
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    expect(password()).toHaveValue('');
    expect(password()).toHaveAttribute('type', 'password');
    answer.resolve();
    await state('connected');
    expect(screen.getByRole('status')).toHaveTextContent('Connected @nora.bsky.social.');
    expect(submit()).toHaveFocus();
    expect(connects()).toHaveLength(1);
    expect(onConnected).toHaveBeenCalledTimes(1);
  });

  it('takes the keyboard user to the first field that needs attention', async () => {
    setup();
    await userEvent.click(handle());
    await userEvent.keyboard('alice');
    submit().focus();
    await userEvent.keyboard('{Enter}');
    expect(handle()).toHaveFocus();
    expect(handle()).toHaveAttribute('aria-invalid', 'true');
  });

  describe.each(['light', 'dark'] as const)('axe, %s', (theme) => {
    it('has no violations empty, invalid, revealed, submitting and connected', async () => {
      const { service, container } = setup({}, theme);
      await expectNoViolations(container);
      await userEvent.click(submit());
      await state('invalid');
      await expectNoViolations(container);
      await userEvent.type(handle(), 'olga.bsky.social');
      await userEvent.type(password(), 'abcd-efgh-ijkl-mnop');
      await userEvent.click(screen.getByRole('button', { name: 'Show app password' }));
      await expectNoViolations(container);
      const answer = deferred();
      service.faults.set('connectAppPassword', { hold: answer.promise, times: 1 });
      await userEvent.click(submit());
      await state('submitting');
      await expectNoViolations(container);
      answer.resolve();
      await state('connected');
      await expectNoViolations(container);
    });

    it.each([
      ['409', 'is already connected', 'pat.bsky.social', 'abcd-efgh-ijkl-mnop', undefined],
      ['401', 'did not accept this handle', 'quinn.bsky.social', 'invalid', undefined],
      ['400', 'Some fields need attention', 'rosa.bsky.social', 'abcd-efgh-ijkl-mnop', { status: 400, body: { success: false, error: 'Invalid payload', details: { handle: { _errors: ['Handle does not resolve'] } } } }],
      ['500', 'failed on our side', 'sam.bsky.social', 'abcd-efgh-ijkl-mnop', { status: 500 }],
    ] as const)('has no violations showing a %s', async (_, text, typedHandle, typedPassword, fault) => {
      const { service, container } = setup({}, theme);
      if (_ === '409') service.db.addAccount({ network: 'bluesky', username: typedHandle });
      if (fault) service.faults.set('connectAppPassword', { ...fault, times: 1 });
      await userEvent.type(handle(), typedHandle);
      await userEvent.type(password(), typedPassword);
      await userEvent.click(submit());
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
      await expectNoViolations(container);
    });
  });
});
