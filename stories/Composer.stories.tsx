import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ComposerExample } from './examples/ComposerExample.js';
import { drawnJpeg } from './support/pictures.js';
import { pickCoverAt2s } from './support/coverPicker.js';

/**
 * A post composer built from the kit, end to end: tick the accounts to post to, write the text
 * (each network's character limit beside it), drop photos and videos into the
 * [MediaUploader](?path=/docs/components-mediauploader--docs), choose the uploaded ones in the
 * [MediaGallery](?path=/docs/components-mediagallery--docs), set each network's options in the
 * [PlatformOptionsPanel](?path=/docs/components-platformoptionspanel--docs), and read the request
 * body your backend would send.
 *
 * Every file is checked against the chosen accounts' networks before it is uploaded
 * ([Media rules](?path=/docs/guides-media-rules--docs)): one a network refuses is not uploaded, its
 * row says why, and its tile in the gallery carries a "Refused by …" badge. Instagram's "Post as"
 * is also the post kind its rules are checked for: a 9:16 photo is refused for the feed and taken
 * for a Story. Try it: tick Instagram, drop a tall phone photo, then switch "Post as".
 *
 * The code is `stories/examples/ComposerExample.tsx`: one `useUpload` shared by the uploader and
 * the gallery, its `networks` the chosen accounts, its `postKind` the panel's Instagram media type.
 */
const meta = {
  title: 'Examples/Composer',
  component: ComposerExample,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ComposerExample>;
export default meta;
type Story = StoryObj<typeof meta>;

const user = userEvent.setup();
const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Media' });
const tile = (canvasElement: HTMLElement, name: string) => within(grid(canvasElement)).getByRole('gridcell', { name: new RegExp(`^${name.replace('.', '\\.')}`) });
const row = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('list', { name: 'Files' })).getByRole('listitem', { name });

/** Ticks Instagram and Bluesky, and drops a tall phone photo (9:16) and a square one. */
async function pickAndDrop(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await user.click(await canvas.findByRole('checkbox', { name: /^Instagram:/ }));
  await user.click(canvas.getByRole('checkbox', { name: /^Bluesky:/ }));
  await user.type(canvas.getByRole('textbox', { name: 'Text' }), 'Our new studio, from the street and from the roof');
  await user.upload(canvas.getByLabelText('Choose files to upload'), [
    await drawnJpeg('tall.jpg', 1080, 1920, { fill: 'hsl(200 55% 45%)', label: 'tall', quality: 0.8 }),
    await drawnJpeg('square.jpg', 1080, 1080, { fill: 'hsl(30 55% 45%)', label: 'square', quality: 0.8 }),
  ]);
}

/** Instagram's media type, on its tab of the options panel. */
async function postAs(canvasElement: HTMLElement, kind: 'Feed post' | 'Reel' | 'Story') {
  const canvas = within(canvasElement);
  await user.click(canvas.getByRole('tab', { name: /Instagram/ }));
  await user.click(canvas.getByRole('radio', { name: kind }));
}

const TALLER = /9:16 is taller than Instagram feed allows \(4:5\)/;

/** The composer as it opens: no account ticked yet, no media. */
export const NewPost: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: /^Instagram:/ })).not.toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('Choose at least one account.');
  },
};

/**
 * Instagram (a feed post) and Bluesky ticked, a tall phone photo and a square one dropped: the
 * square one uploads, the 9:16 one is not uploaded, its row says why and its tile carries the badge.
 */
export const RefusedForInstagramFeed: Story = {
  play: async ({ canvasElement }) => {
    await pickAndDrop(canvasElement);
    await waitFor(() => expect(row(canvasElement, 'tall.jpg')).toHaveAttribute('data-state', 'refused'));
    await waitFor(() => expect(row(canvasElement, 'tall.jpg')).toHaveTextContent(TALLER));
    await waitFor(() => expect(tile(canvasElement, 'tall.jpg')).toHaveAttribute('data-refused'));
    await expect(within(tile(canvasElement, 'tall.jpg')).getByText('Refused by Instagram')).toBeVisible();
    await expect(tile(canvasElement, 'tall.jpg')).toHaveAccessibleDescription(TALLER);
    await waitFor(() => expect(row(canvasElement, 'square.jpg')).toHaveAttribute('data-state', 'done'));
    await expect(tile(canvasElement, 'square.jpg')).not.toHaveAttribute('data-refused');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('One file cannot go to every chosen network: remove it, or change where the post goes.');
  },
};

/**
 * The same post, walked through Instagram's kinds: as a Reel both photos are refused (a Reel is a
 * video); as a Story the tall photo fits and uploads. A Story is one photo, so choosing both says
 * so; the tall one alone is ready to post.
 */
export const FeedToStoryFlow: Story = {
  play: async ({ canvasElement }) => {
    await pickAndDrop(canvasElement);
    await waitFor(() => expect(tile(canvasElement, 'tall.jpg')).toHaveAttribute('data-refused'));
    await waitFor(() => expect(row(canvasElement, 'square.jpg')).toHaveAttribute('data-state', 'done'));

    // A Reel: Instagram takes no photo at all now; the uploaded square one is badged too.
    await postAs(canvasElement, 'Reel');
    await waitFor(() => expect(tile(canvasElement, 'square.jpg')).toHaveAttribute('data-refused'));
    await expect(within(tile(canvasElement, 'square.jpg')).getByText('Refused by Instagram')).toBeVisible();

    // A Story: 9:16 is a Story's own shape. The tall photo uploads, and no badge is left.
    await postAs(canvasElement, 'Story');
    await waitFor(() => expect(row(canvasElement, 'tall.jpg')).toHaveAttribute('data-state', 'done'));
    await waitFor(() => expect(grid(canvasElement).querySelector('[data-refused]')).toBeNull());

    // A Story is one photo: choosing both says so, choosing the tall one alone is a post.
    await user.click(tile(canvasElement, 'tall.jpg'));
    await user.click(tile(canvasElement, 'square.jpg'));
    const status = within(canvasElement).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/Instagram Stories allows one \w+; 2 are attached\./));
    await user.click(tile(canvasElement, 'square.jpg'));
    const payload = () => JSON.parse(within(canvasElement).getByTestId('payload').textContent ?? '{}') as { media?: { id: string; alt_text?: string }[]; instagram?: unknown };
    await waitFor(() => expect(payload().media).toHaveLength(1));
    await expect(payload().instagram).toMatchObject({ media_type: 'STORIES' });
    await waitFor(() => expect(status).toHaveTextContent('Ready to post.'));
  },
};

/** The request body the composer shows, as your backend would send it. */
const payloadOf = (canvasElement: HTMLElement) =>
  JSON.parse(within(canvasElement).getByTestId('payload').textContent ?? '{}') as { media?: { id: string; alt_text?: string }[]; tiktok?: Record<string, unknown> };

/**
 * The post's media as the user sets it: Bluesky ticked, two photos dropped, alt text typed for each
 * (one while it uploads, one after), the second moved first with the keyboard, and both chosen in
 * the gallery. The request body carries them in the uploader's order, each with its alt text: the
 * gallery's `onMediaChange` hands them over as a post takes them.
 */
export const AltTextAndOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await user.click(await canvas.findByRole('checkbox', { name: /^Bluesky:/ }));
    await user.upload(canvas.getByLabelText('Choose files to upload'), [
      await drawnJpeg('street.jpg', 1200, 900, { fill: 'hsl(200 55% 45%)', label: 'street', quality: 0.8 }),
      await drawnJpeg('roof.jpg', 1200, 900, { fill: 'hsl(30 55% 45%)', label: 'roof', quality: 0.8 }),
    ]);
    await user.type(await canvas.findByRole('textbox', { name: 'Alt text for street.jpg' }), 'The studio’s door from the street');
    await waitFor(() => expect(row(canvasElement, 'roof.jpg')).toHaveAttribute('data-state', 'done'), { timeout: 30_000 });
    await user.type(canvas.getByRole('textbox', { name: 'Alt text for roof.jpg' }), 'The city from the studio’s roof');
    canvas.getByRole('button', { name: 'Move roof.jpg earlier' }).focus();
    await user.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Move roof.jpg earlier' })).toHaveFocus();

    await waitFor(() => expect(row(canvasElement, 'street.jpg')).toHaveAttribute('data-state', 'done'), { timeout: 30_000 });
    await user.click(tile(canvasElement, 'street.jpg'));
    await user.click(tile(canvasElement, 'roof.jpg'));
    await waitFor(() =>
      expect(payloadOf(canvasElement).media?.map((media) => media.alt_text)).toEqual(['The city from the studio’s roof', 'The studio’s door from the street']),
    );
  },
};

/**
 * A video's cover for TikTok: the video dropped, a frame picked at 2 s with the keyboard, the video
 * chosen in the gallery. TikTok's options in the request body carry the frame as
 * `video_cover_timestamp_ms`.
 */
export const VideoCoverForTikTok: Story = {
  name: 'Video cover for TikTok',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await user.click(await canvas.findByRole('checkbox', { name: /^TikTok:/ }));
    await pickCoverAt2s(canvasElement, user);
    await user.click(tile(canvasElement, 'harbour.mp4'));
    await waitFor(() => expect(payloadOf(canvasElement).tiktok).toMatchObject({ video_cover_timestamp_ms: 2000 }));
  },
};
