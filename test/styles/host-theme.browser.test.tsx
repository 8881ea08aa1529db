/**
 * The host owns the theme. A dashboard embeds the components on its own page, painted its own way,
 * on a computer whose system setting may be either: the components are light unless the host
 * says dark, readable (axe, WCAG 2.2 AA, color-contrast included) on its background whatever the
 * system says, and the host's own <html> and native controls keep the scheme the host gave them.
 */
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { commands } from 'vitest/browser';
import { ConnectAccountButton, SocialKitProvider, type ColorScheme } from '../../src/index.js';
import { expectNoViolations } from '../support/axe.js';
import { everyState, everything, simulatedFetch } from '../support/everyComponent.js';
import '../../src/styles/tokens.css';
import '../../src/styles/account-list.css';
import '../../src/styles/handle-app-password-form.css';
import '../../src/styles/connect-account-button.css';
import '../../src/styles/connect-callback.css';
import '../../src/styles/media-gallery.css';
import '../../src/styles/media-uploader.css';
import '../../src/styles/platform-options-panel.css';

/** Two dashboards: one light-only that says nothing, one dark that says so as the contract asks. */
const HOSTS = {
  light: { bg: 'rgb(255, 255, 255)', fg: 'rgb(26, 26, 26)', scheme: 'normal', theme: undefined },
  dark: { bg: 'rgb(15, 17, 21)', fg: 'rgb(230, 230, 230)', scheme: 'dark', theme: 'dark' },
} as const;
type Host = keyof typeof HOSTS;

/** What our palette paints a component root with, as Chromium computes it. */
const SURFACE = { light: 'rgb(255, 255, 255)', dark: 'rgb(13, 17, 23)' };

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(async () => {
  await commands.emulateMedia({ colorScheme: 'light' });
  for (const el of [document.documentElement, document.body]) {
    el.removeAttribute('style');
    el.removeAttribute('data-theme');
  }
});

/** The host's page: its own colours and scheme on <html> and <body>, its own native controls. */
function hostPage(host: Host, ui: ReactNode, colorScheme?: ColorScheme) {
  const { bg, fg, scheme, theme } = HOSTS[host];
  if (scheme !== 'normal') document.documentElement.style.colorScheme = scheme;
  Object.assign(document.body.style, { background: bg, color: fg, margin: '0' });
  if (theme) document.body.dataset.theme = theme;
  return render(
    <main style={{ padding: '1rem', display: 'grid', gap: '1rem', width: '44rem' }}>
      <label>
        Dashboard search <input data-testid="host-input" />
      </label>
      <label>
        Workspace
        <select data-testid="host-select">
          <option>Acme</option>
        </select>
      </label>
      <SocialKitProvider baseUrl="/api/social" fetch={simulatedFetch()} retry={0} tenantId="acme" queryClient={new QueryClient()} colorScheme={colorScheme}>
        {ui}
      </SocialKitProvider>
    </main>,
  );
}

const roots = () => [...document.querySelectorAll<HTMLElement>('[data-sk-root]')];

describe.each([
  { host: 'light', system: 'light' },
  { host: 'light', system: 'dark' },
  { host: 'dark', system: 'light' },
  { host: 'dark', system: 'dark' },
] as const)('a $host host page, system $system', ({ host, system }) => {
  const scheme = host === 'dark' ? 'dark' : 'light';

  it('shows every component in the host’s scheme, on its own surface, and axe finds nothing', async () => {
    await commands.emulateMedia({ colorScheme: system });
    hostPage(host, everything);
    await screen.findByText('Ada');
    await everyState();

    expect(roots().length).toBeGreaterThan(6);
    for (const root of roots()) {
      const style = getComputedStyle(root);
      expect([root.dataset.scope, style.colorScheme, style.backgroundColor]).toEqual([root.dataset.scope, scheme, SURFACE[scheme]]);
    }
    await expectNoViolations(document.body);
  });

  it('leaves the host’s <html>, <body> and native controls as the host set them', async () => {
    await commands.emulateMedia({ colorScheme: system });
    hostPage(host, everything);
    await screen.findByText('Ada');
    expect(getComputedStyle(document.documentElement).colorScheme).toBe(HOSTS[host].scheme);
    expect(getComputedStyle(document.body).colorScheme).toBe(HOSTS[host].scheme);
    expect(getComputedStyle(document.body).backgroundColor).toBe(HOSTS[host].bg);
    // A control's scheme is what it inherits from the host: light controls stay light on a dark system.
    for (const id of ['host-input', 'host-select']) expect(getComputedStyle(screen.getByTestId(id)).colorScheme).toBe(HOSTS[host].scheme);
    if (host === 'light') expect(getComputedStyle(screen.getByTestId('host-input')).backgroundColor).toBe('rgb(255, 255, 255)');
  });
});

describe('the provider’s colorScheme', () => {
  it.each(['dark', 'light'] as const)('makes the library’s roots %s on either host, without touching the host’s page', async (colorScheme) => {
    const host = colorScheme === 'dark' ? 'light' : 'dark';
    hostPage(host, <ConnectAccountButton network="facebook" />, colorScheme);
    const root = screen.getByRole('button', { name: 'Connect Facebook' }).closest<HTMLElement>('[data-sk-root]')!;
    expect(getComputedStyle(root).colorScheme).toBe(colorScheme);
    expect(getComputedStyle(root).backgroundColor).toBe(SURFACE[colorScheme]);
    expect(getComputedStyle(document.documentElement).colorScheme).toBe(HOSTS[host].scheme);
    await expectNoViolations(root);
  });

  it('"system" follows the system setting, for the library’s roots only', async () => {
    await commands.emulateMedia({ colorScheme: 'dark' });
    hostPage('light', <ConnectAccountButton network="facebook" />, 'system');
    const root = screen.getByRole('button', { name: 'Connect Facebook' }).closest<HTMLElement>('[data-sk-root]')!;
    expect(getComputedStyle(root).backgroundColor).toBe(SURFACE.dark);
    expect(getComputedStyle(document.documentElement).colorScheme).toBe('normal');
  });
});

describe('data-theme="system" on the host', () => {
  it.each(['light', 'dark'] as const)('follows a %s system', async (system) => {
    await commands.emulateMedia({ colorScheme: system });
    document.body.dataset.theme = 'system';
    render(
      <SocialKitProvider baseUrl="/api/social" fetch={simulatedFetch()} queryClient={new QueryClient()}>
        <ConnectAccountButton network="facebook" />
      </SocialKitProvider>,
    );
    const root = screen.getByRole('button', { name: 'Connect Facebook' }).closest<HTMLElement>('[data-sk-root]')!;
    expect(getComputedStyle(root).backgroundColor).toBe(SURFACE[system]);
  });
});

it('puts the components on the host’s own surface when it sets --sk-color-bg: transparent', () => {
  Object.assign(document.body.style, { background: 'rgb(250, 240, 230)' });
  document.body.style.setProperty('--sk-color-bg', 'transparent');
  render(
    <SocialKitProvider baseUrl="/api/social" fetch={simulatedFetch()} queryClient={new QueryClient()}>
      <ConnectAccountButton network="facebook" />
    </SocialKitProvider>,
  );
  const root = screen.getByRole('button', { name: 'Connect Facebook' }).closest<HTMLElement>('[data-sk-root]')!;
  expect(getComputedStyle(root).backgroundColor).toBe('rgba(0, 0, 0, 0)');
});

describe('a shadcn/ui dashboard mapped onto the tokens as docs/theming.md shows', () => {
  // shadcn/ui's default (neutral) theme, and docs/theming.md's mapping, verbatim (copied: keep in step).
  const css = `
    :root { --background: oklch(1 0 0); --foreground: oklch(0.145 0 0); --primary: oklch(0.205 0 0); --primary-foreground: oklch(0.985 0 0);
      --muted: oklch(0.97 0 0); --muted-foreground: oklch(0.556 0 0); --destructive: oklch(0.577 0.245 27.325); --input: oklch(0.922 0 0);
      --ring: oklch(0.708 0 0); --radius: 0.625rem; --font-sans: ui-sans-serif, system-ui, sans-serif; }
    .dark { --background: oklch(0.145 0 0); --foreground: oklch(0.985 0 0); --primary: oklch(0.922 0 0); --primary-foreground: oklch(0.205 0 0);
      --muted: oklch(0.269 0 0); --muted-foreground: oklch(0.708 0 0); --destructive: oklch(0.704 0.191 22.216); --input: oklch(1 0 0 / 15%); --ring: oklch(0.556 0 0); }
    body { background: var(--background); color: var(--foreground); }
    :root {
      --sk-color-bg: var(--background); --sk-color-fg: var(--foreground); --sk-color-surface: var(--muted);
      --sk-color-muted: color-mix(in oklab, var(--muted-foreground) 80%, var(--foreground)); --sk-color-border: var(--input); --sk-color-accent: var(--primary);
      --sk-color-accent-fg: var(--primary-foreground); --sk-color-danger: var(--destructive); --sk-radius: var(--radius); --sk-radius-small: calc(var(--radius) - 2px); --sk-font-family: var(--font-sans);
    }
    .dark { --sk-color-scheme: dark; }`;
  let style: HTMLStyleElement;
  beforeEach(() => {
    style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  });
  afterEach(() => {
    style.remove();
    document.documentElement.classList.remove('dark');
  });

  it.each([false, true])('follows the dashboard’s own colours, .dark %s, and axe finds nothing', async (dark) => {
    document.documentElement.classList.toggle('dark', dark);
    render(
      <SocialKitProvider baseUrl="/api/social" fetch={simulatedFetch()} retry={0} tenantId="acme" queryClient={new QueryClient()}>
        {everything}
      </SocialKitProvider>,
    );
    await screen.findByText('Ada');
    const page = getComputedStyle(document.body).backgroundColor;
    for (const root of roots()) {
      expect(getComputedStyle(root).backgroundColor).toBe(page);
      expect(getComputedStyle(root).colorScheme).toBe(dark ? 'dark' : 'light');
      expect(getComputedStyle(root).fontFamily).toContain('ui-sans-serif');
    }
    // Controls take the smaller radius, as shadcn's rounded-md buttons and fields do.
    expect(getComputedStyle(screen.getAllByRole('button', { name: /^Connect / })[0]!).borderTopLeftRadius).toBe('8px');
    await expectNoViolations(document.body);
  });
});
