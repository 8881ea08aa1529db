import { renderToString } from 'react-dom/server';
import { HandleAppPasswordForm, SocialKitProvider } from '../../src/index.js';

describe('HandleAppPasswordForm on the server', () => {
  it('renders to a string without window, the password masked and not autocompleted', () => {
    const html = renderToString(
      <SocialKitProvider baseUrl="https://app.example/api/social" fetch={vi.fn()}>
        <HandleAppPasswordForm onCancel={() => {}} />
      </SocialKitProvider>,
    );
    expect(typeof window).toBe('undefined');
    expect(html).toContain('data-scope="handle-app-password-form"');
    expect(html).toMatch(/type="password"[^>]*autoComplete="off"|autoComplete="off"[^>]*type="password"/i);
    expect(html).toContain('href="https://bsky.app/settings/app-passwords"');
    expect(html).toContain('>Cancel<');
  });
});
