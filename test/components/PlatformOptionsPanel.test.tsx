import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PlatformOptionsPanel, type PlatformOptions, type PlatformOptionsPanelProps } from '../../src/index.js';
import { expectRenderToThrow, renderWithProvider } from '../support/render.js';

const describedByText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

function setup(props: PlatformOptionsPanelProps, options: Parameters<typeof renderWithProvider>[1] = {}) {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  const onValidityChange = vi.fn();
  const view = renderWithProvider(<PlatformOptionsPanel onValueChange={onValueChange} onValidityChange={onValidityChange} {...props} />, options);
  const root = view.container.querySelector<HTMLElement>('[data-part="root"]')!;
  const lastValue = (): PlatformOptions => onValueChange.mock.lastCall?.[0] ?? {};
  return { user, onValueChange, onValidityChange, root, lastValue, ...view };
}

describe('PlatformOptionsPanel', () => {
  it('shows one tab per selected network with options, in catalogue order, the first selected', () => {
    setup({ networks: ['tiktok', 'x', 'youtube', 'threads', 'instagram'] });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Threads', 'YouTube', 'Instagram', 'TikTok']);
    expect(screen.getByRole('tablist', { name: 'Post options' })).toBeInTheDocument();
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('data-state', 'active');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
    expect(screen.getByRole('tabpanel', { name: 'Threads' })).toBeVisible();
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(4);
    expect(tabs[0]!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping around', async () => {
    const { user } = setup({ networks: ['threads', 'youtube', 'tiktok'] });
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Threads' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'YouTube' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'YouTube' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'YouTube' })).toBeVisible();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'TikTok' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Threads' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'TikTok' })).toHaveFocus();
    // Tab leaves the tab list for the panel's first control.
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Everyone' })).toHaveFocus();
  });

  it('lays sections out as disclosures that open and close by keyboard', async () => {
    const { user } = setup({ networks: ['threads', 'instagram'], layout: 'disclosure' });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    const threads = screen.getByRole('button', { name: 'Threads' });
    expect(threads).toHaveAttribute('aria-expanded', 'true');
    expect(threads.closest('h3')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Threads' })).toHaveAttribute('data-state', 'open');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(threads).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('radiogroup', { name: 'Who can reply' })).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Post as' })).toBeVisible();
    await user.keyboard(' ');
    expect(screen.getByRole('radiogroup', { name: 'Who can reply' })).toBeVisible();
  });

  it("offers Threads' spec values, the two newer ones only when enabled", async () => {
    const { user, rerender, lastValue } = setup({ networks: ['threads'] });
    const group = screen.getByRole('radiogroup', { name: 'Who can reply' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Everyone',
      'Accounts you follow',
      'Only accounts you mention',
    ]);
    expect(describedByText(group)).toBe('Who may reply to the post on Threads.');
    await user.click(screen.getByRole('radio', { name: 'Accounts you follow' }));
    expect(lastValue()).toEqual({ threads: { replyControl: 'accounts_you_follow' } });
    rerender(<PlatformOptionsPanel networks={['threads']} enableExtendedValues />);
    expect(within(screen.getByRole('radiogroup')).getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: 'Your followers' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Only you' })).toBeInTheDocument();
  });

  it('shows share to feed only for a Reel', async () => {
    const { user, lastValue } = setup({ networks: ['instagram'] });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Reel' }));
    const share = screen.getByRole('checkbox', { name: 'Also share the Reel to the feed' });
    expect(describedByText(share)).toMatch(/profile grid/);
    await user.click(share);
    expect(lastValue()).toEqual({ instagram: { mediaType: 'REELS', shareToFeed: true } });
    await user.click(screen.getByRole('radio', { name: 'Story' }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('flags a title over 100 characters inline, wired to the field, and reports the panel invalid', async () => {
    const { user, root, onValidityChange } = setup({ networks: ['threads', 'youtube'] });
    expect(onValidityChange).toHaveBeenLastCalledWith(true, {});
    await user.click(screen.getByRole('tab', { name: 'YouTube' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.click(title);
    await user.paste('x'.repeat(100));
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(describedByText(title)).toBe('Up to 100 characters, without < or >. | 100 of 100 characters');
    await user.type(title, 'y');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(describedByText(title)).toBe(
      'Up to 100 characters, without < or >. | 101 of 100 characters | The title is too long: YouTube allows 100 characters.',
    );
    expect(screen.getByText('The title is too long: YouTube allows 100 characters.')).toHaveAttribute('data-part', 'error');
    expect(title.closest('[data-part="field"]')).toHaveAttribute('data-invalid');
    expect(root).toHaveAttribute('data-invalid');
    expect(screen.getByRole('tab', { name: 'YouTube (needs attention)' })).toHaveAttribute('data-invalid');
    expect(onValidityChange).toHaveBeenLastCalledWith(false, expect.objectContaining({ youtube: expect.any(Object) }));
    await user.keyboard('{Backspace}');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(root).not.toHaveAttribute('data-invalid');
    expect(onValidityChange).toHaveBeenLastCalledWith(true, {});
  });

  it('refuses < and > in the title', async () => {
    const { user } = setup({ networks: ['youtube'] });
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'a <b>');
    expect(screen.getByText('The title cannot contain < or >.')).toBeInTheDocument();
  });

  it('announces a problem politely when it appears while typing, and not again on every key', async () => {
    const { user } = setup({ networks: ['youtube'] });
    const title = screen.getByRole('textbox', { name: 'Title' });
    const field = title.closest<HTMLElement>('[data-part="field"]')!;
    // The live region is there, empty, before anything is wrong: inserting text into it is what gets spoken.
    const region = field.querySelector<HTMLElement>('[data-part="error"]')!;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    expect(title).not.toHaveAttribute('aria-describedby', expect.stringContaining(region.id));

    await user.type(title, 'a <');
    expect(region).toHaveTextContent('The title cannot contain < or >.');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(describedByText(title)).toMatch(/The title cannot contain < or >\.$/);

    const changes = new MutationObserver(() => {});
    changes.observe(region, { subtree: true, childList: true, characterData: true });
    await user.type(title, 'b>c');
    expect(changes.takeRecords()).toHaveLength(0);

    // Over the limit the counter speaks the count; the problem's message stays the same from key to key.
    await user.clear(title);
    await user.paste('x'.repeat(100));
    expect(region).toBeEmptyDOMElement();
    await user.type(title, 'y');
    expect(region).toHaveTextContent('The title is too long: YouTube allows 100 characters.');
    changes.takeRecords();
    await user.type(title, 'zz');
    expect(changes.takeRecords()).toHaveLength(0);
    expect(screen.getByText('103 of 100 characters')).toHaveAttribute('aria-live', 'polite');
    changes.disconnect();
  });

  it('announces the description problem, and a problem that comes with a change of accounts', async () => {
    const { user, rerender } = setup({ networks: ['youtube'] });
    await user.type(screen.getByRole('textbox', { name: 'Description' }), '<');
    expect(screen.getByText('The description cannot contain < or >.').closest('[aria-live="polite"]')).not.toBeNull();

    rerender(<PlatformOptionsPanel accounts={[{ network: 'tiktok', allowedPrivacyLevels: ['SELF_ONLY'] }]} />);
    const region = screen.getByRole('radiogroup', { name: 'Who can watch' }).querySelector('[data-part="error"]')!;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    rerender(
      <PlatformOptionsPanel
        accounts={[
          { network: 'tiktok', allowedPrivacyLevels: ['SELF_ONLY'] },
          { network: 'tiktok', allowedPrivacyLevels: ['PUBLIC_TO_EVERYONE'] },
        ]}
      />,
    );
    expect(region).toHaveTextContent('The selected accounts share no audience. Post to them separately.');
  });

  it('counts the description in bytes and makes the counter live only near the limit', async () => {
    const { user } = setup({ networks: ['youtube'], defaultValue: { youtube: { description: 'é'.repeat(2249) } } });
    const description = screen.getByRole('textbox', { name: 'Description' });
    const counter = screen.getByText('4,498 of 5,000 bytes');
    expect(counter).not.toHaveAttribute('aria-live');
    await user.type(description, 'é');
    expect(screen.getByText('4,500 of 5,000 bytes')).toHaveAttribute('aria-live', 'polite');
    expect(counter).toHaveAttribute('data-state', 'near');
    await user.click(description);
    await user.paste('é'.repeat(250));
    expect(description).not.toHaveAttribute('aria-invalid');
    await user.type(description, 'a');
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The description is too long: YouTube allows 5,000 bytes.')).toBeInTheDocument();
    expect(counter).toHaveAttribute('data-state', 'over');
  });

  it('chooses a category by name and stores its id', async () => {
    const { user, lastValue } = setup({ networks: ['youtube'] });
    const select = screen.getByRole('combobox', { name: 'Category' });
    // By its visible name, as a person picks it.
    await user.selectOptions(select, screen.getByRole('option', { name: 'Science & Technology' }));
    expect(lastValue()).toEqual({ youtube: { categoryId: '28' } });
    await user.selectOptions(select, screen.getByRole('option', { name: 'No category' }));
    expect(lastValue()).toEqual({ youtube: {} });
  });

  it('shows an unknown category as itself, marked invalid', () => {
    setup({ networks: ['youtube'], defaultValue: { youtube: { categoryId: '44' } } });
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveValue('44');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(describedByText(select)).toMatch(/Not available for the selected account/);
  });

  it('adds and removes tag chips with the keyboard only', async () => {
    const { user, lastValue } = setup({ networks: ['youtube'] });
    const input = screen.getByRole('textbox', { name: 'Tags' });
    input.focus();
    await user.keyboard('launch{Enter}');
    await user.keyboard('news,');
    expect(input).toHaveValue('');
    await user.paste('new york, cats ,dogs');
    const chips = () => within(screen.getByRole('list', { name: 'Added tags' })).getAllByRole('listitem').map((item) => item.firstChild?.textContent);
    expect(chips()).toEqual(['launch', 'news', 'new york', 'cats', 'dogs']);
    expect(lastValue()).toEqual({ youtube: { tags: ['launch', 'news', 'new york', 'cats', 'dogs'] } });
    expect(screen.getByRole('status')).toHaveTextContent('Added tag new york. Added tag cats. Added tag dogs.');
    // launch,news,"new york",cats,dogs = 6+1+4+1+10+1+4+1+4
    expect(screen.getByText('32 of 500 characters')).toBeInTheDocument();

    await user.keyboard('{Backspace}');
    expect(chips()).toEqual(['launch', 'news', 'new york', 'cats']);
    expect(screen.getByRole('status')).toHaveTextContent('Removed tag dogs.');

    // Shift+Tab reaches the last chip's remove button; Enter removes it and focus returns to the input.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Remove tag cats' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Remove tag news' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(chips()).toEqual(['launch', 'new york', 'cats']);
    expect(input).toHaveFocus();
  });

  it('skips duplicate and empty tags, and adds what was typed when focus leaves', async () => {
    const { user } = setup({ networks: ['youtube'], defaultValue: { youtube: { tags: ['News'] } } });
    const input = screen.getByRole('textbox', { name: 'Tags' });
    await user.type(input, 'news{Enter}, ,{Enter}');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await user.type(input, 'later');
    await user.tab();
    expect(screen.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['News', 'later']);
  });

  it('lets Enter through in an empty tag input, so the form can submit', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const user = userEvent.setup();
    renderWithProvider(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <PlatformOptionsPanel networks={['youtube']} />
        <button type="submit">Schedule</button>
      </form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), 'one{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('flags tags over 500 characters under the quote rule', async () => {
    const { user } = setup({ networks: ['youtube'], defaultValue: { youtube: { tags: ['new york', 'a'.repeat(488)] } } });
    expect(screen.getByText('499 of 500 characters')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Tags' });
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.type(input, 'b{Enter}');
    expect(screen.getByText('501 of 500 characters')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(describedByText(input)).toMatch(/The tags total 501 characters; YouTube allows 500\.$/);
  });

  it("offers TikTok's levels narrowed to what the selected accounts allow", async () => {
    const { user, lastValue } = setup({
      accounts: [
        { network: 'tiktok', allowedPrivacyLevels: ['MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY', 'FOLLOWER_OF_CREATOR'] },
        { network: 'x' },
      ],
      enableExtendedValues: true,
    });
    expect(within(screen.getByRole('radiogroup', { name: 'Who can watch' })).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Friends',
      'Followers',
      'Only me',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Followers' }));
    await user.click(screen.getByRole('checkbox', { name: 'Turn off Duet' }));
    await user.click(screen.getByRole('checkbox', { name: 'Turn off comments' }));
    await user.click(screen.getByRole('checkbox', { name: 'Turn off comments' }));
    expect(lastValue()).toEqual({ tiktok: { privacyLevel: 'FOLLOWER_OF_CREATOR', disableDuet: true, disableComment: false } });
    expect(screen.getByRole('group', { name: 'Interactions' })).toBeInTheDocument();
  });

  it('flags a TikTok value an account does not allow, and no common audience at all', () => {
    const { rerender } = setup({ accounts: [{ network: 'tiktok', allowedPrivacyLevels: ['SELF_ONLY'] }], value: { tiktok: { privacyLevel: 'PUBLIC_TO_EVERYONE' } } });
    const group = screen.getByRole('radiogroup', { name: 'Who can watch' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(within(group).getAllByRole('radio')).toHaveLength(1);
    expect(describedByText(group)).toMatch(/Not available for the selected account/);
    rerender(
      <PlatformOptionsPanel
        accounts={[
          { network: 'tiktok', allowedPrivacyLevels: ['SELF_ONLY'] },
          { network: 'tiktok', allowedPrivacyLevels: ['PUBLIC_TO_EVERYONE'] },
        ]}
        value={{ tiktok: { privacyLevel: 'PUBLIC_TO_EVERYONE' } }}
      />,
    );
    expect(screen.getByText('The selected accounts share no audience. Post to them separately.')).toBeInTheDocument();
  });

  it('shows nothing for networks without options, or a short note when asked', () => {
    const { container, rerender } = setup({ networks: ['x', 'bluesky'] });
    expect(container.querySelector('[data-part="root"]')).toBeEmptyDOMElement();
    rerender(<PlatformOptionsPanel networks={['x', 'bluesky', 'threads']} showEmptyNetworks />);
    expect(screen.getByText('X has no extra options.')).toHaveAttribute('data-part', 'note');
    expect(screen.getByText('Bluesky has no extra options.')).toBeInTheDocument();
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState<PlatformOptions>({ youtube: { title: 'From the app' } });
      return (
        <>
          <PlatformOptionsPanel networks={['youtube']} value={value} onValueChange={setValue} />
          <output>{value.youtube?.title}</output>
          <button type="button" onClick={() => setValue({ youtube: { title: 'Reset' } })}>
            Reset
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProvider(<Controlled />);
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('From the app');
    await user.type(title, '!');
    expect(screen.getByText('From the app!', { selector: 'output' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(title).toHaveValue('Reset');
  });

  it('ignores changes a controlling parent does not accept', async () => {
    const { user, onValueChange } = setup({ networks: ['youtube'], value: { youtube: { title: 'Fixed' } } });
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'x');
    expect(onValueChange).toHaveBeenCalledWith({ youtube: { title: 'Fixedx' } });
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Fixed');
  });

  it('takes the next change from the value the parent rendered, not from a change it refused', async () => {
    const accepted: PlatformOptions[] = [];
    function Strict() {
      const [value, setValue] = useState<PlatformOptions>({ youtube: { title: 'x'.repeat(100) } });
      // This app refuses titles over 100 characters: it neither takes the change nor renders again.
      const onValueChange = (next: PlatformOptions) => {
        if ((next.youtube?.title?.length ?? 0) > 100) return;
        accepted.push(next);
        setValue(next);
      };
      return <PlatformOptionsPanel networks={['youtube']} value={value} onValueChange={onValueChange} />;
    }
    const user = userEvent.setup();
    renderWithProvider(<Strict />);
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.type(title, 'Z');
    expect(title).toHaveValue('x'.repeat(100));
    await user.click(screen.getByRole('radio', { name: 'Private: only you' }));
    expect(screen.getByRole('radio', { name: 'Private: only you' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), 'launch{Enter}');
    expect(accepted).toEqual([
      { youtube: { title: 'x'.repeat(100), privacyStatus: 'private' } },
      { youtube: { title: 'x'.repeat(100), privacyStatus: 'private', tags: ['launch'] } },
    ]);
  });

  it("takes every word from the provider's messages", () => {
    setup(
      { networks: ['youtube'], defaultValue: { youtube: { title: 'x'.repeat(101) } } },
      { messages: { youtubeTitle: 'Titel', youtubeTitleTooLong: 'Der Titel hat {count} Zeichen, erlaubt sind {max}.', platformOptionsPanelCount: '{count}/{max}' }, locale: 'de-DE' },
    );
    const title = screen.getByRole('textbox', { name: 'Titel' });
    expect(describedByText(title)).toMatch(/101\/100 \| Der Titel hat 101 Zeichen, erlaubt sind 100\.$/);
  });

  it('formats numbers for the locale', () => {
    setup({ networks: ['youtube'] }, { locale: 'de-DE' });
    expect(screen.getByText('Up to 5.000 bytes: a plain letter is 1, an accented letter 2, an emoji 4.')).toBeInTheDocument();
  });

  it('gives every part its scope, part, stable class and classNames slot', () => {
    const { root } = setup({ networks: ['youtube'], className: 'mine', classNames: { root: 'slot-root', tab: 'slot-tab', field: 'slot-field' } });
    expect(root).toHaveAttribute('data-scope', 'platform-options-panel');
    expect(root).toHaveAttribute('data-sk-root');
    expect(root).toHaveAttribute('data-layout', 'tabs');
    expect(root).toHaveClass('sk-PlatformOptionsPanel-root', 'slot-root', 'mine');
    expect(screen.getByRole('tab')).toHaveClass('sk-PlatformOptionsPanel-tab', 'slot-tab');
    for (const element of root.querySelectorAll('[data-part]')) {
      expect(element).toHaveAttribute('data-scope', 'platform-options-panel');
      expect(element).toHaveClass(`sk-PlatformOptionsPanel-${element.getAttribute('data-part')}`);
    }
    expect(root.querySelectorAll('[data-part="field"].slot-field')).toHaveLength(5);
  });

  it('names itself when rendered outside the provider', () => {
    expectRenderToThrow(() => render(<PlatformOptionsPanel networks={['youtube']} />), 'PlatformOptionsPanel must be used inside <SocialKitProvider>.');
  });
});
