/**
 * The stylesheets' accessibility in real Chromium, light and dark: the focus ring on every focus
 * stop whatever state it is in (WCAG 2.4.7), in the theme of the nearest data-theme; forced
 * colours (Windows High Contrast) keeping every state that colour, shadow or a transparent border
 * carried; and the inline app-password form at 320 CSS px (WCAG 1.4.10). Measured from computed
 * styles and from the pixels Chromium paints.
 */
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { CSSProperties, ReactNode } from 'react';
import { commands, page, userEvent } from 'vitest/browser';
import {
  AccountList,
  ConnectAccountButton,
  ConnectCallback,
  HandleAppPasswordForm,
  MediaGallery,
  PlatformOptionsPanel,
  SocialKitProvider,
} from '../../src/index.js';
import { COMPONENTS, Gallery, simulatedFetch } from '../support/everyComponent.js';
import '../../src/styles/tokens.css';
import '../../src/styles/account-list.css';
import '../../src/styles/handle-app-password-form.css';
import '../../src/styles/connect-account-button.css';
import '../../src/styles/connect-callback.css';
import '../../src/styles/media-gallery.css';
import '../../src/styles/media-uploader.css';
import '../../src/styles/platform-options-panel.css';

type Theme = 'light' | 'dark';

/** The palette's accent and background, as Chromium computes them. */
const PALETTE = {
  light: { accent: 'rgb(11, 87, 208)', bg: 'rgb(255, 255, 255)' },
  dark: { accent: 'rgb(108, 182, 255)', bg: 'rgb(13, 17, 23)' },
} as const;

// A real browser with a real event loop: updates from fetches need no act().
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

// Room for a frame and its rings, in the browser window (the test's frame is scaled down to fit
// a smaller window, and a 2 px ring would blur into its neighbours).
beforeEach(() => page.viewport(1024, 700));

// Emulation and the viewport hold for the whole page, and later test files share it: back to the
// project's own (Vitest's default viewport).
afterEach(async () => {
  await commands.emulateMedia({ forcedColors: 'none', colorScheme: 'light' });
  await page.viewport(414, 896);
  document.body.style.removeProperty('margin');
});

function frame(ui: ReactNode, theme: Theme) {
  return render(
    <div data-testid="frame" data-theme={theme} style={{ background: 'var(--sk-color-bg)', padding: '1rem', width: '44rem', display: 'grid', gap: '1rem' }}>
      <SocialKitProvider baseUrl="/api/social" fetch={simulatedFetch()} retry={0} tenantId="acme" queryClient={new QueryClient()}>
        {ui}
      </SocialKitProvider>
    </div>,
  );
}

/** The outline Chromium paints on `el`: none when absent, zero-wide or transparent. */
function ringOf(el: Element) {
  const s = getComputedStyle(el);
  const paints = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 && !/^rgba\(.*,\s*0\)$/.test(s.outlineColor) && s.outlineColor !== 'transparent';
  return paints ? { style: s.outlineStyle, width: parseFloat(s.outlineWidth), color: s.outlineColor, offset: parseFloat(s.outlineOffset) } : null;
}

/** Keyboard focus on `el`: Tab from a button put just before it, as a keyboard user arrives. */
async function tabInto(el: HTMLElement) {
  const before = document.createElement('button');
  before.textContent = 'before';
  el.before(before);
  before.focus();
  await userEvent.keyboard('{Tab}');
  before.remove();
  expect(el).toHaveFocus();
  expect(el.matches(':focus-visible')).toBe(true);
}

/** The colours Chromium painted in `area`, read at page coordinates. */
async function paintedIn(area: HTMLElement) {
  const box = area.getBoundingClientRect();
  const png = await page.screenshot({ element: area, save: false });
  const image = new Image();
  image.src = `data:image/png;base64,${png}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d')!;
  context.drawImage(image, 0, 0);
  expect(image.naturalWidth, 'the screenshot is at 1:1').toBe(Math.round(box.width));
  return (x: number, y: number) => {
    const [r, g, b] = context.getImageData(Math.floor(x - box.left), Math.floor(y - box.top), 1, 1).data;
    return `rgb(${r}, ${g}, ${b})`;
  };
}

/**
 * The pixels 2 to 4 px outside the middle of `el`'s left edge, where a 2 px ring drawn 2 px out
 * lies: the one colour there, or all of them when they differ.
 */
async function ringPixel(el: Element) {
  const box = el.getBoundingClientRect();
  const at = await paintedIn(screen.getByTestId('frame'));
  const seen = new Set([at(box.left - 2.5, box.top + box.height / 2), at(box.left - 3.5, box.top + box.height / 2)]);
  return [...seen].join(' | ');
}

const channels = (color: string) => color.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number);
const luminance = (color: string) =>
  channels(color)
    .map((v) => v / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
    .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
};

/** The first opaque background at or above `el`. */
function backgroundOf(el: Element | null) {
  for (let node = el; node; node = node.parentElement) {
    const color = getComputedStyle(node).backgroundColor;
    if (!/^rgba\(.*,\s*0\)$/.test(color) && color !== 'transparent') return color;
  }
  return 'rgb(255, 255, 255)';
}

/**
 * Tabs through `root` from its start; for each focus stop, what is wrong with its ring. Each Tab is
 * a round trip to the browser driver, the slow part of these tests on a loaded machine.
 */
async function ringFailures(root: HTMLElement, check: (el: HTMLElement) => string | null) {
  const start = document.createElement('button');
  start.textContent = 'start';
  root.prepend(start);
  start.focus();
  const failures: string[] = [];
  let stops = 0;
  for (; stops < 80; stops++) {
    await userEvent.keyboard('{Tab}');
    const active = document.activeElement as HTMLElement | null;
    // Past the last stop, Tab may leave the page or come round to its first stop, `start` itself.
    if (!active || active === document.body || active === start || !root.contains(active)) break;
    const problem = check(active);
    if (problem) failures.push(`${active.tagName.toLowerCase()}[${active.dataset.scope}:${active.dataset.part}] "${active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 30)}": ${problem}`);
  }
  start.remove();
  return { failures, stops };
}

/**
 * The focus stops each component has with its states on screen (the gallery's grid is one, its
 * tiles a roving focus within): Tab reaching fewer means it skipped some or left early.
 */
const STOPS: Record<string, number> = {
  HandleAppPasswordForm: 5,
  AccountList: 7,
  PlatformOptionsPanel: 6,
  MediaGallery: 1,
  MediaUploader: 1,
  ConnectAccountButtonGroup: 2,
};

/** Controls whose state draws its own box-shadow, brought into that state. */
const STATEFUL = [
  {
    name: 'an invalid handle (HandleAppPasswordForm)',
    ui: <HandleAppPasswordForm />,
    arrange: async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Connect Bluesky' }));
      const handle = screen.getByRole('textbox', { name: 'Bluesky handle' });
      await waitFor(() => expect(handle).toHaveAttribute('aria-invalid', 'true'));
      return handle;
    },
  },
  {
    name: 'the pressed Show toggle (HandleAppPasswordForm)',
    ui: <HandleAppPasswordForm />,
    arrange: async () => {
      const toggle = screen.getByRole('button', { name: 'Show app password' });
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      return toggle;
    },
  },
  {
    name: 'an invalid tenant (AccountList)',
    ui: <AccountList showTenantFilter />,
    arrange: async () => {
      const tenant = await screen.findByRole('textbox', { name: 'Tenant' });
      await userEvent.fill(tenant, 'not a tenant!');
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await waitFor(() => expect(tenant).toHaveAttribute('aria-invalid', 'true'));
      return tenant;
    },
  },
  {
    name: 'an invalid title (PlatformOptionsPanel)',
    ui: <PlatformOptionsPanel networks={['youtube']} defaultValue={{ youtube: { title: 't'.repeat(101) } }} />,
    arrange: async () => {
      const title = screen.getByRole('textbox', { name: 'Title' });
      await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
      return title;
    },
  },
];

describe.each(['light', 'dark'] as const)('the focus ring, %s', (theme) => {
  const { accent } = PALETTE[theme];

  it.each(STATEFUL)('shows on $name, over the look of its state', async ({ ui, arrange }) => {
    frame(ui, theme);
    const field = await arrange();
    (document.activeElement as HTMLElement | null)?.blur();
    const look = getComputedStyle(field).boxShadow;
    const unfocused = await ringPixel(field);
    await tabInto(field);
    expect(ringOf(field)).toEqual({ style: 'solid', width: 2, color: accent, offset: 2 });
    // Painted, not merely computed; and the state's own look stays beside it.
    expect(await ringPixel(field)).toBe(accent);
    expect(unfocused).not.toBe(accent);
    expect(getComputedStyle(field).boxShadow).toBe(look);
    expect(look).toContain('inset');
  });

  it('draws the ring inside a tab, where its scrolling tab list would clip one drawn outside', async () => {
    frame(<PlatformOptionsPanel networks={['youtube', 'tiktok']} />, theme);
    const tab = screen.getAllByRole('tab')[0]!;
    await tabInto(tab);
    const box = tab.getBoundingClientRect();
    const at = await paintedIn(screen.getByTestId('frame'));
    expect([at(box.left + box.width / 2, box.top + 1), at(box.left + 1, box.top + box.height / 2), at(box.right - 1, box.top + box.height / 2)]).toEqual([accent, accent, accent]);
  });

  it('draws no ring on what only a script focuses (a screen’s heading), after keyboard use too', async () => {
    frame(<ConnectCallback />, theme);
    const heading = await screen.findByRole('heading', { name: 'Nothing to finish here' });
    // The keyboard was in use (Chromium then marks script focus as focus-visible), then code moves focus.
    await tabInto(screen.getByRole('link', { name: 'Back to the app' }));
    heading.focus();
    expect(document.activeElement).toBe(heading);
    expect(ringOf(heading)).toBeNull();
  });

  it('draws no ring on an empty state a script focuses, after keyboard use too', async () => {
    frame(<MediaGallery items={[]} emptyAction={<button type="button" data-variant="primary">Upload media</button>} />, theme);
    const action = screen.getByRole('button', { name: 'Upload media' });
    await tabInto(action);
    expect(ringOf(action)).not.toBeNull();
    const empty = action.closest<HTMLElement>('[data-part="empty"]')!;
    empty.focus();
    expect(document.activeElement).toBe(empty);
    expect(ringOf(empty)).toBeNull();
  });

  // One component a test: tabbing through all of them in one test took over its 60 s limit at a
  // load average of 35, and a failure now names the component.
  it.each(COMPONENTS)('marks every focus stop of $name, in the theme’s accent at 3:1 or more', async ({ name, ui, arrange }) => {
    frame(ui, theme);
    await arrange?.();
    (document.activeElement as HTMLElement | null)?.blur();
    const { failures, stops } = await ringFailures(screen.getByTestId('frame'), (el) => {
      const ring = ringOf(el);
      if (!ring) return 'no ring';
      if (ring.style !== 'solid' || ring.width < 2 || ring.color !== accent) return `ring ${JSON.stringify(ring)}`;
      const ratio = contrast(ring.color, backgroundOf(el.parentElement));
      return ratio < 3 ? `ring contrast ${ratio.toFixed(2)}:1` : null;
    });
    expect(failures).toEqual([]);
    expect(stops, `the stops ${name} has`).toBeGreaterThanOrEqual(STOPS[name] ?? Infinity);
  });
});

describe('the focus ring under a data-theme other than the system’s', () => {
  it.each([
    { system: 'light', theme: 'dark' },
    { system: 'dark', theme: 'light' },
  ] as const)('system $system, data-theme="$theme": the ring is the wrapper theme’s accent', async ({ system, theme }) => {
    await commands.emulateMedia({ colorScheme: system });
    frame(<ConnectAccountButton network="facebook" />, theme);
    const button = screen.getByRole('button', { name: 'Connect Facebook' });
    await tabInto(button);
    expect(ringOf(button)?.color).toBe(PALETTE[theme].accent);
    const painted = await ringPixel(button);
    expect(painted).toBe(PALETTE[theme].accent);
    // The other theme's accent gave 2.96:1 (light on dark) and 2.15:1 (dark on light).
    expect(contrast(painted, backgroundOf(button))).toBeGreaterThanOrEqual(3);
  });

  it('follows an accent an app sets on any ancestor', async () => {
    render(
      <div style={{ '--sk-color-accent': 'rgb(128, 0, 64)' } as CSSProperties}>
        <SocialKitProvider baseUrl="/api/social">
          <ConnectAccountButton network="facebook" />
        </SocialKitProvider>
      </div>,
    );
    const button = screen.getByRole('button', { name: 'Connect Facebook' });
    await tabInto(button);
    expect(ringOf(button)?.color).toBe('rgb(128, 0, 64)');
  });
});

describe.each(['light', 'dark'] as const)('forced colours, %s', (theme) => {
  /** What a system colour keyword computes to in forced colours. */
  const system = (keyword: string) => {
    const probe = document.createElement('span');
    probe.style.color = keyword;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  };

  it('MediaGallery: a selected tile has a Highlight frame and a check; the others neither', async () => {
    frame(<Gallery />, theme);
    await commands.emulateMedia({ forcedColors: 'active' });
    const [first, second] = screen.getAllByRole('gridcell');
    const check = (tile: Element) => tile.querySelector('[data-part="check"] > svg')!;
    const edge = async (tile: Element) => {
      const box = tile.getBoundingClientRect();
      return (await paintedIn(screen.getByTestId('frame')))(box.left + box.width / 2, box.top + 1);
    };
    const unselected = { border: getComputedStyle(first!).borderTopColor, check: getComputedStyle(check(first!)).visibility, edge: await edge(first!) };

    await userEvent.click(first!);
    (document.activeElement as HTMLElement).blur();
    await waitFor(() => expect(first).toHaveAttribute('aria-selected', 'true'));
    const highlight = system('Highlight');
    expect(getComputedStyle(first!).borderTopColor).toBe(highlight);
    expect(getComputedStyle(check(first!)).visibility).toBe('visible');
    expect(getComputedStyle(check(second!)).visibility).toBe('hidden');
    expect(unselected.border).toBe(system('Canvas'));
    expect(unselected.check).toBe('hidden');
    // The frame is painted: the tile's top edge is Canvas, then Highlight (blended over Canvas).
    expect(unselected.edge).toBe(backgroundOf(first!));
    expect(await edge(first!)).not.toBe(unselected.edge);
  });

  it('MediaGallery: a keyboard-focused tile shows its ring', async () => {
    frame(<Gallery />, theme);
    await commands.emulateMedia({ forcedColors: 'active' });
    const tile = screen.getAllByRole('gridcell')[0]!;
    const unfocused = await ringPixel(tile);
    await tabInto(tile);
    expect(ringOf(tile)).toMatchObject({ style: 'solid', width: 2 });
    expect(await ringPixel(tile)).not.toBe(unfocused);
  });

  it('PlatformOptionsPanel: the active tab is underlined in Highlight, the others not at all', async () => {
    frame(<PlatformOptionsPanel networks={['youtube', 'tiktok']} />, theme);
    await commands.emulateMedia({ forcedColors: 'active' });
    const [active, other] = screen.getAllByRole('tab');
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(getComputedStyle(active!).borderBottomColor).toBe(system('Highlight'));
    expect(getComputedStyle(other!).borderBottomColor).toBe(system('Canvas'));
  });

  it('keeps the marks drawn with a fill: the attention dot, the active dot, the reconnect icon, the pressed toggle', async () => {
    frame(
      <>
        <PlatformOptionsPanel networks={['youtube']} defaultValue={{ youtube: { title: 't'.repeat(101) } }} />
        <AccountList />
        <HandleAppPasswordForm />
      </>,
      theme,
    );
    await commands.emulateMedia({ forcedColors: 'active' });
    const dot = getComputedStyle(screen.getByRole('tab'), '::after');
    expect(parseFloat(dot.borderTopWidth)).toBeGreaterThanOrEqual(3);
    expect(dot.borderTopColor).not.toBe(system('Canvas'));

    const active = getComputedStyle(await screen.findByText('Active'), '::before');
    expect(parseFloat(active.borderTopWidth)).toBe(4);
    // An account that needs reconnecting says so with its icon, a path in the text's colour.
    const needs = screen.getAllByText('Needs reconnecting')[0]!;
    expect(getComputedStyle(needs, '::before').content).toBe('none');
    const icon = needs.querySelector('svg path')!;
    expect(getComputedStyle(icon).fill).toBe(getComputedStyle(needs).color);
    expect(getComputedStyle(icon).fill).not.toBe(system('Canvas'));

    const toggle = screen.getByRole('button', { name: 'Show app password' });
    const off = getComputedStyle(toggle).backgroundColor;
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(getComputedStyle(toggle).backgroundColor).toBe(system('Highlight'));
    expect(off).toBe(system('Canvas'));
  });

  it.each(COMPONENTS)('marks every focus stop of $name', async ({ name, ui, arrange }) => {
    frame(ui, theme);
    await arrange?.();
    (document.activeElement as HTMLElement | null)?.blur();
    await commands.emulateMedia({ forcedColors: 'active' });
    const { failures, stops } = await ringFailures(screen.getByTestId('frame'), (el) => {
      const ring = ringOf(el);
      return ring && ring.style === 'solid' && ring.width >= 2 ? null : `ring ${JSON.stringify(ring)}`;
    });
    expect(failures).toEqual([]);
    expect(stops, `the stops ${name} has`).toBeGreaterThanOrEqual(STOPS[name] ?? Infinity);
  });
});

describe.each(['light', 'dark'] as const)('reflow at 320 CSS px, %s', (theme) => {
  it('fits the inline Bluesky form without scrolling sideways', async () => {
    await page.viewport(320, 640);
    document.body.style.margin = '0';
    const { container } = render(
      <div data-theme={theme} style={{ background: 'var(--sk-color-bg)', padding: 8 }}>
        <SocialKitProvider baseUrl="/api/social">
          <ConnectAccountButton network="bluesky" appPasswordPresentation="inline" />
        </SocialKitProvider>
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Connect Bluesky' }));
    const panel = container.querySelector<HTMLElement>('[data-part="panel"]')!;
    expect(panel).toBeVisible();
    const width = document.documentElement.clientWidth;
    expect(width).toBe(320);
    const past = [panel, ...panel.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.getBoundingClientRect().width > 1 && el.getBoundingClientRect().right > width)
      .map((el) => `${el.dataset.part ?? el.tagName}: right ${el.getBoundingClientRect().right}`);
    expect(past).toEqual([]);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  });
});
