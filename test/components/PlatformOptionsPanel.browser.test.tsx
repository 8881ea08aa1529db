import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { SocialKitProvider, PlatformOptionsPanel, type PlatformOptions, type PlatformOptionsPanelProps } from '../../src/index.js';
import { expectNoViolations } from '../support/axe.js';
import '../../src/styles/tokens.css';
import '../../src/styles/platform-options-panel.css';


function renderPanel(props: PlatformOptionsPanelProps, theme: 'light' | 'dark') {
  return render(
    <div data-theme={theme} style={{ background: 'var(--sk-color-bg)', padding: '1rem', width: '40rem' }}>
      <SocialKitProvider baseUrl="/api/social">
        <PlatformOptionsPanel {...props} />
      </SocialKitProvider>
    </div>,
  );
}

const INVALID: PlatformOptions = {
  threads: { replyControl: 'followers_only' },
  youtube: { title: `${'t'.repeat(100)}!`, description: '<b>', categoryId: '44', tags: ['new york', 'a'.repeat(490)] },
  instagram: { mediaType: 'REELS', shareToFeed: true },
  tiktok: { privacyLevel: 'FOLLOWER_OF_CREATOR', disableDuet: true },
};
const ALL = ['threads', 'youtube', 'instagram', 'tiktok', 'x', 'bluesky'];

describe.each(['light', 'dark'] as const)('PlatformOptionsPanel in real Chromium, %s', (theme) => {
  it.each(['threads', 'youtube', 'instagram', 'tiktok'])('has no axe violations for %s alone', async (network) => {
    const { container } = renderPanel({ networks: [network], defaultValue: { instagram: { mediaType: 'REELS' }, youtube: { tags: ['launch', 'new york'] } } }, theme);
    await expectNoViolations(container);
  });

  it('has no axe violations with every tab in turn, and with notes for networks without options', async () => {
    const { container } = renderPanel({ networks: ALL, showEmptyNetworks: true, enableExtendedValues: true }, theme);
    for (const tab of screen.getAllByRole('tab')) {
      await userEvent.click(tab);
      expect(tab).toHaveAttribute('aria-selected', 'true');
      await expectNoViolations(container);
    }
  });

  it('has no axe violations with invalid values, as tabs and as disclosures', async () => {
    const tabs = renderPanel({ networks: ALL, defaultValue: INVALID }, theme);
    for (const tab of screen.getAllByRole('tab')) {
      await userEvent.click(tab);
      await expectNoViolations(tabs.container);
    }
    tabs.unmount();
    const list = renderPanel({ networks: ALL, defaultValue: INVALID, layout: 'disclosure' }, theme);
    expect(screen.getAllByText(/Not available for the selected account/)).toHaveLength(3);
    await expectNoViolations(list.container);
    await userEvent.click(screen.getByRole('button', { name: 'YouTube (needs attention)' }));
    await expectNoViolations(list.container);
  });

  it('has no axe violations with a narrowed TikTok list, and with no common audience', async () => {
    const { container, rerender } = renderPanel(
      { accounts: [{ network: 'tiktok', allowedPrivacyLevels: ['SELF_ONLY', 'MUTUAL_FOLLOW_FRIENDS'] }] },
      theme,
    );
    expect(within(screen.getByRole('radiogroup')).getAllByRole('radio')).toHaveLength(2);
    await expectNoViolations(container);
    rerender(
      <div data-theme={theme} style={{ background: 'var(--sk-color-bg)', padding: '1rem' }}>
        <SocialKitProvider baseUrl="/api/social">
          <PlatformOptionsPanel accounts={[{ network: 'tiktok', allowedPrivacyLevels: ['SELF_ONLY'] }, { network: 'tiktok', allowedPrivacyLevels: ['PUBLIC_TO_EVERYONE'] }]} />
        </SocialKitProvider>
      </div>,
    );
    expect(screen.getByText(/share no audience/)).toBeVisible();
    await expectNoViolations(container);
  });

  it('speaks a problem typed into a field from a region that takes no room while empty, with no axe violations', async () => {
    const { container } = renderPanel({ networks: ['youtube'] }, theme);
    const title = screen.getByRole('textbox', { name: 'Title' });
    const field = title.closest<HTMLElement>('[data-part="field"]')!;
    const region = field.querySelector<HTMLElement>('[data-part="error"]')!;
    const counter = screen.getByText('0 of 100 characters');
    // Empty, the live region adds no gap under the counter, the field's last visible part.
    expect(field.getBoundingClientRect().bottom - counter.getBoundingClientRect().bottom).toBeLessThan(1);
    expect(region).toHaveAttribute('aria-live', 'polite');
    await expectNoViolations(container);

    await userEvent.type(title, 'a <b');
    expect(region).toHaveTextContent('The title cannot contain < or >.');
    expect(region).toBeVisible();
    expect(region.getBoundingClientRect().top).toBeGreaterThanOrEqual(counter.getBoundingClientRect().bottom);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title.getAttribute('aria-describedby')).toContain(region.id);
    await expectNoViolations(container);
  });

  it('shows the focus ring on a focused tab and control', async () => {
    renderPanel({ networks: ['youtube'] }, theme);
    await userEvent.keyboard('{Tab}');
    expect(getComputedStyle(screen.getByRole('tab')).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    expect(getComputedStyle(screen.getByRole('textbox', { name: 'Title' })).outlineStyle).toBe('solid');
  });
});

describe('PlatformOptionsPanel keyboard-only in real Chromium', () => {
  it('sets every YouTube option and adds and removes tag chips without a pointer', async () => {
    const onValueChange = vi.fn();
    const { container } = renderPanel({ networks: ['threads', 'youtube'], onValueChange }, 'light');
    const last = (): PlatformOptions => onValueChange.mock.lastCall?.[0];

    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('tab', { name: 'Threads' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'YouTube' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'YouTube' })).toBeVisible();

    await userEvent.keyboard('{Tab}Launch day{Tab}Crème brûlée');
    expect(screen.getByText('15 of 5,000 bytes')).toBeVisible();
    // Into the radio group: Space picks the focused radio, arrows move and pick.
    await userEvent.keyboard('{Tab}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Unlisted: anyone with the link' })).toBeChecked();
    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.keyboard('{Tab}launch{Enter}new york,rockets,');
    const chips = () => within(screen.getByRole('list', { name: 'Added tags' })).getAllByRole('listitem').map((li) => li.firstChild?.textContent);
    expect(chips()).toEqual(['launch', 'new york', 'rockets']);
    await userEvent.keyboard('{Backspace}');
    expect(chips()).toEqual(['launch', 'new york']);
    expect(screen.getByRole('status')).toHaveTextContent('Removed tag rockets.');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(screen.getByRole('button', { name: 'Remove tag new york' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(chips()).toEqual(['launch']);
    expect(screen.getByRole('textbox', { name: 'Tags' })).toHaveFocus();

    expect(last()).toEqual({
      youtube: { title: 'Launch day', description: 'Crème brûlée', privacyStatus: 'unlisted', categoryId: '2', tags: ['launch'] },
    });
    await expectNoViolations(container);
  });

  it('adds several tags from one real paste event', async () => {
    renderPanel({ networks: ['youtube'] }, 'light');
    const input = screen.getByRole('textbox', { name: 'Tags' });
    input.focus();
    const data = new DataTransfer();
    data.setData('text/plain', 'alpha, "beta gamma" ,delta');
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    await expect.poll(() => screen.queryAllByRole('listitem').length).toBe(3);
    expect(screen.getByText('24 of 500 characters')).toBeVisible();
    expect(input).toHaveValue('');
  });

  it('opens and closes disclosures from the keyboard', async () => {
    renderPanel({ networks: ['threads', 'tiktok'], layout: 'disclosure' }, 'light');
    await userEvent.keyboard('{Tab}{Enter}');
    expect(screen.getByRole('button', { name: 'Threads' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'TikTok' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('radio', { name: 'Everyone' })).toHaveFocus();
  });
});
