import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PlatformOptionsPanel } from '../src/index.js';
import { ComposerExample } from './examples/ComposerExample.js';
import { networksCheck } from './support/controls.js';

/**
 * The options each network of a post takes, one section per network that has any: Threads' reply
 * control, Instagram's media type, YouTube's title, description, visibility, category and tags,
 * TikTok's audience and interactions. Limits are checked as the user types, before anything is
 * sent, and each problem shows on its field.
 *
 * **In the flow:** the composer, beside the post's text, accounts and media (see Composer below);
 * its value goes into `buildPostPayload` for your own post endpoint.
 *
 * **Props that matter:** `networks` (the post's networks) or `accounts` (the selected accounts,
 * whose networks are used; a TikTok account's `allowedPrivacyLevels` narrows its choices); the
 * value controlled (`value`, `onValueChange`) or not (`defaultValue`); `onValidityChange(isValid,
 * errors)`; `enableExtendedValues` for values the networks accept beyond the interface; `layout`
 * (`tabs` or `disclosure`); `showEmptyNetworks` for a note on networks without options.
 *
 * **States:** the root carries `data-layout` and, while any option is invalid, `data-invalid`; a
 * tab or a disclosure's button `data-state` `active` or `inactive`, a section `open` or `closed`,
 * each with `data-invalid`; a field `data-invalid`; a counter `data-state` `under`, `near` (90% of
 * its limit) or `over`, each shown by a title given as the panel opens (Counter Near, Counter Over).
 *
 * **Keyboard and screen readers:** tabs follow the tabs pattern (arrows, Home and End move between
 * networks; an invalid section says so in its name); disclosures are buttons with `aria-expanded`.
 * Choices are native radio groups, checkboxes and selects with labels. A field's problem is tied to
 * it (`aria-invalid`, `aria-describedby`) and announced politely as it appears; a counter speaks
 * near and over its limit only.
 *
 * **Callbacks:** `onValueChange(value)` at every change of an option, with the whole value (one
 * options object per network), built on the value last rendered: with `value`, a change not
 * rendered back does not stick. `onValidityChange(isValid, errors)` on mount and whenever the
 * overall validity changes, with the problems by network and field.
 *
 * **Headless:** [usePlatformOptions](?path=/docs/hooks-useplatformoptions--docs) gives the values,
 * allowed values, counts and problems for your own fields.
 */
const meta = {
  title: 'Components/PlatformOptionsPanel',
  tags: ['autodocs'],
  component: PlatformOptionsPanel,
  args: { onValueChange: fn(), onValidityChange: fn() },
  argTypes: {
    networks: networksCheck,
    layout: { control: 'inline-radio', options: ['tabs', 'disclosure'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
  parameters: { states: ['tab:active', 'tab:inactive', 'section:open', 'section:closed', 'counter:under', 'counter:near', 'counter:over'], layout: 'padded' },
} satisfies Meta<typeof PlatformOptionsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Threads: who can reply, the three values the service's interface lists. */
export const Threads: Story = {
  args: { networks: ['threads'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Only accounts you mention' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ threads: { replyControl: 'mentioned_only' } });
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
  },
};

/** Instagram: feed, Reel or story; "share to feed" appears for a Reel only. */
export const Instagram: Story = {
  args: { networks: ['instagram'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Reel' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Also share the Reel to the feed' }));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

/** YouTube: title and description with counters, visibility, category by name, tags as chips. */
export const YouTube: Story = {
  parameters: { showsState: ['counter:under'] },
  name: 'YouTube',
  args: { networks: ['youtube'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Launch day');
    await expect(canvas.getByText('10 of 100 characters')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Crème brûlée');
    await expect(canvas.getByText('15 of 5,000 bytes')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Unlisted: anyone with the link' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), canvas.getByRole('option', { name: 'Science & Technology' }));
    const tags = canvas.getByRole('textbox', { name: 'Tags' });
    await userEvent.type(tags, 'launch{Enter}new york,rockets{Enter}');
    await expect(within(canvas.getByRole('list', { name: 'Added tags' })).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.queryByRole('button', { name: 'Remove tag rockets' })).toBeNull();
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      youtube: { title: 'Launch day', description: 'Crème brûlée', privacyStatus: 'unlisted', categoryId: '28', tags: ['launch', 'new york'] },
    });
  },
};

/** TikTok: who can watch, and Duet, Stitch and comments. */
export const TikTok: Story = {
  name: 'TikTok',
  args: { networks: ['tiktok'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Only me' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Turn off Stitch' }));
    await expect(canvas.getByRole('checkbox', { name: 'Turn off Stitch' })).toBeChecked();
  },
};

/** Every network of the post; X and Bluesky have no options and get a short note. Arrow keys move between tabs. */
export const AllNetworks: Story = {
  parameters: { showsState: ['tab:active', 'tab:inactive'] },
  args: { networks: ['x', 'threads', 'bluesky', 'youtube', 'instagram', 'tiktok'], showEmptyNetworks: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Threads', 'YouTube', 'Instagram', 'TikTok']);
    canvas.getByRole('tab', { name: 'Threads' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Instagram' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Instagram' })).toBeVisible();
    await expect(canvas.getByText('X has no extra options.')).toBeVisible();
  },
};

/** The same sections as a list of disclosures. */
export const Disclosure: Story = {
  parameters: { showsState: ['section:open'], playsToState: ['section:closed'] },
  args: { networks: ['threads', 'youtube', 'instagram', 'tiktok'], layout: 'disclosure' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const youtube = canvas.getByRole('button', { name: 'YouTube' });
    await userEvent.click(youtube);
    await expect(youtube).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('textbox', { name: 'Title' })).toBeNull();
  },
};

/** Values the networks would refuse, each with its message inline and the section marked (Invalid Values Flow fixes one). */
export const InvalidValues: Story = {
  args: {
    networks: ['threads', 'youtube', 'tiktok'],
    layout: 'disclosure',
    defaultValue: {
      threads: { replyControl: 'followers_only' },
      youtube: {
        title: 'A title that goes on and on, well past the hundred characters YouTube allows for a video title <3',
        description: 'Use <b>bold</b>',
        categoryId: '44',
        tags: ['space exploration', 'a'.repeat(481)],
      },
      tiktok: { privacyLevel: 'FOLLOWER_OF_CREATOR' },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The title cannot contain < or >.')).toBeVisible();
    await expect(canvas.getByText('The description cannot contain < or >.')).toBeVisible();
    await expect(canvas.getByText('The tags total 501 characters; YouTube allows 500.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Tags' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('radiogroup', { name: 'Who can reply' })).toHaveAttribute('aria-invalid', 'true');
    // Validity is reported from an effect, after the first paint the assertions above already saw.
    await waitFor(() => expect(args.onValidityChange).toHaveBeenLastCalledWith(false, expect.anything()));
  },
};

/** Invalid Values, then one fixed: choosing who can reply clears that section's mark. */
export const InvalidValuesFlow: Story = {
  ...InvalidValues,
  parameters: { showsState: [] },
  play: async (context) => {
    await InvalidValues.play!(context);
    const replies = within(context.canvasElement).getByRole('radiogroup', { name: 'Who can reply' });
    await userEvent.click(within(replies).getByRole('radio', { name: 'Everyone' }));
    await expect(replies).not.toHaveAttribute('aria-invalid');
  },
};

/** The counter that reads `text`. */
const counter = (canvasElement: HTMLElement, text: string) => within(canvasElement).getByText(text).closest('[data-part="counter"]');

/** A title within 10% of YouTube's 100 characters, as the post opens: its counter turns `near` and speaks (politely). */
export const CounterNear: Story = {
  parameters: { showsState: ['counter:near'] },
  args: { networks: ['youtube'], defaultValue: { youtube: { title: 'Launch day at the Acme studio: the new espresso machine, unboxed, tested and taken apart live' } } },
  play: async ({ canvasElement }) => {
    const near = counter(canvasElement, '93 of 100 characters');
    await expect(near).toHaveAttribute('data-state', 'near');
    await expect(near).toHaveAttribute('aria-live', 'polite');
    await expect(within(canvasElement).getByRole('textbox', { name: 'Title' })).not.toHaveAttribute('aria-invalid');
  },
};

/** A title past YouTube's 100 characters, as the post opens: its counter turns `over`, and the field and its section say it cannot be sent. */
export const CounterOver: Story = {
  parameters: { showsState: ['counter:over'] },
  args: {
    networks: ['youtube'],
    defaultValue: { youtube: { title: 'Launch day at the Acme studio: the new espresso machine, unboxed, tested, taken apart and put back together live' } },
  },
  play: async ({ canvasElement, args }) => {
    const over = counter(canvasElement, '112 of 100 characters');
    await expect(over).toHaveAttribute('data-state', 'over');
    await expect(within(canvasElement).getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(args.onValidityChange).toHaveBeenLastCalledWith(false, expect.anything()));
  },
};

/** Two TikTok creators: only the audiences both allow are offered. */
export const NarrowedTikTok: Story = {
  name: 'Narrowed TikTok',
  args: {
    accounts: [
      { network: 'tiktok', allowedPrivacyLevels: ['MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'] },
      { network: 'tiktok', allowedPrivacyLevels: ['PUBLIC_TO_EVERYONE', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'] },
    ],
    enableExtendedValues: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const radios = within(canvas.getByRole('radiogroup', { name: 'Who can watch' })).getAllByRole('radio');
    await expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Followers', 'Only me']);
  },
};

/** Threads' two newer reply settings and TikTok's followers, switched on by the app. */
export const ExtendedValues: Story = {
  args: { networks: ['threads', 'tiktok'], enableExtendedValues: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Your followers' }));
    await expect(canvas.getByRole('radio', { name: 'Only you' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'TikTok' }));
    await expect(canvas.getByRole('radio', { name: 'Followers' })).toBeVisible();
  },
};

/**
 * The panel in a composer: text with each network's character limit, accounts from `useAccounts`,
 * and the panel, all into `buildPostPayload`, whose JSON is shown live. The media, checked against
 * the chosen networks as Instagram's "Post as" changes, play out in
 * [Examples/Composer](?path=/story/examples-composer--feed-to-story-flow).
 */
export const Composer: StoryObj = {
  render: () => <ComposerExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /^YouTube:/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Bluesky:/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Text' }), 'We launch today 🚀');
    await expect(canvas.getByText('Bluesky: 17 of 300 characters')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Launch');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tags' }), 'space,rockets{Enter}');
    const payload = () => JSON.parse(canvas.getByTestId('payload').textContent ?? '{}');
    await waitFor(() => expect(payload()).toMatchObject({ content: 'We launch today 🚀', youtube: { title: 'Launch', tags: ['space', 'rockets'] } }));
    await expect(payload().accounts).toHaveLength(2);
    await userEvent.click(canvas.getByRole('radio', { name: 'Public' }));
    await expect(canvas.getByTestId('payload')).toHaveTextContent('"privacy_status": "public"');
    await userEvent.click(canvas.getByRole('radio', { name: /camelCase/ }));
    await expect(canvas.getByTestId('payload')).toHaveTextContent('"privacyStatus": "public"');
    await expect(canvas.getByText('Ready to post.')).toBeVisible();
  },
};
