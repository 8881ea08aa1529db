import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MediaGallery, useUpload, type MediaGalleryProps } from '../src/index.js';
import { networksCheck } from './support/controls.js';
import { mediaItems } from './support/mediaItems.js';
import { phonePhoto } from './support/pictures.js';
import { STATES, staticItem, staticUpload } from './support/staticUpload.js';

/**
 * Uploaded media, or an uploader's files, as a grid of thumbnails with names and states: for
 * browsing, and for choosing the media of a post. What it chooses and removes are always the
 * service's media ids; an uploader's file counts once the service has confirmed it.
 *
 * **In the flow:** beside a [MediaUploader](?path=/docs/components-mediauploader--docs) sharing its
 * `useUpload` result (`upload`), or on its own over the media records your app lists (`items`); the
 * chosen ids go into the post, with the
 * [PlatformOptionsPanel](?path=/docs/components-platformoptionspanel--docs)'s options.
 *
 * **Props that matter:** `items` and/or `upload`; `columns` (2, 3 or 4); `selectionMode` (`none`,
 * `single`, `multiple`); the chosen ids controlled (`value`, `onValueChange`) or not
 * (`defaultValue`); `onRemove(id)` offers removal of `items`; `aria-label` or `aria-labelledby`
 * names the grid; `empty` replaces the empty state; `networks` and `postKind` (as `useUpload` takes
 * them) badge each tile whose media a chosen network would refuse (Refused Media below; without
 * them, an uploader's files show the verdicts their uploader found, as in
 * [Examples/Composer](?path=/story/examples-composer--feed-to-story-flow)).
 *
 * **States:** the root carries `data-columns`, `data-selection-mode` and `data-empty`; each tile
 * `data-state` (an upload's status, or the record's: `active` for the records here), `data-kind`,
 * `data-selected` and `data-refused` (a chosen network refuses it: the `badge` part shows), and an
 * upload not confirmed yet is `aria-disabled`. Rows are virtualized (Ten Thousand Items mounts a
 * few dozen tiles).
 *
 * **Keyboard and screen readers:** a `role="grid"` with one tab stop. Arrows move across rows, Home
 * and End within a row, Ctrl+Home and Ctrl+End to the first and last, PageUp and PageDown by the
 * rows on screen; Space or Enter chooses, Shift+arrows and Shift+click extend, Ctrl+A chooses all,
 * Delete or Backspace removes and focus stays in place. Tab from a tile reaches its buttons (an
 * uploader's image's crop button, then remove); the cropper opens in a modal dialog (Crop On A Tile).
 * `aria-rowcount` and `aria-rowindex` say where rows out of the DOM are; when the last item goes,
 * focus moves to the empty state. A refused tile's name ends with its badge ("Refused by
 * Instagram") and its description is the full reason.
 *
 * **Callbacks:** `onValueChange(ids)` at every change of the chosen ids, in the order chosen: a
 * choice by click or key, or an id that left the items; with `value`, a change not rendered back
 * does not stick. `onRemove(id)` when the user removes a record of `items` (its remove button, or
 * Delete or Backspace on its tile), with the record's id; offering it is what shows removal for
 * `items`. An uploader's own files leave the uploader instead and never reach it; a record the
 * uploader also holds leaves it too.
 *
 * **Headless:** [useMediaGallery](?path=/docs/hooks-usemediagallery--docs) is the selection and
 * keyboard model with prop getters, for your own grid.
 */
const meta = {
  title: 'Components/MediaGallery',
  tags: ['autodocs'],
  component: MediaGallery,
  args: { onValueChange: fn(), 'aria-label': 'Your media' },
  argTypes: {
    columns: { control: 'inline-radio', options: [2, 3, 4] },
    selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] },
    upload: { control: false },
    // Tick networks on Refused Media and watch the badges follow.
    networks: networksCheck,
    mediaRules: { control: false },
    readMediaFacts: { control: false },
    // The media records the app lists: each story sets its own, and a JSON box of twelve records helps no one.
    items: { control: false },
  },
  parameters: { states: ['item:active', 'item:queued', 'item:requesting', 'item:uploading', 'item:confirming', 'item:done', 'item:error', 'item:canceled'], layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof MediaGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

const cells = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('gridcell');
const cell = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('gridcell', { name: new RegExp(`^${name.replace('.', '\\.')}`) });

/** Uploaded media in three columns (the default); arrow keys move across rows. */
export const ThreeColumns: Story = {
  parameters: { showsState: ['item:active'] },
  args: { items: mediaItems(12) },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Your media' });
    await expect(grid).toHaveAttribute('aria-colcount', '3');
    await userEvent.click(cell(canvasElement, 'photo-1.svg'));
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(cell(canvasElement, 'photo-5.svg')).toHaveFocus();
  },
};

/** Two columns. */
export const TwoColumns: Story = {
  args: { items: mediaItems(8), columns: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getAllByRole('row')[0]!).getAllByRole('gridcell')).toHaveLength(2);
  },
};

/** Four columns. */
export const FourColumns: Story = {
  args: { items: mediaItems(16), columns: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getAllByRole('row')[0]!).getAllByRole('gridcell')).toHaveLength(4);
  },
};

/** One piece of media for a post: click or Space chooses it, choosing it again clears. */
export const SingleSelection: Story = {
  args: { items: mediaItems(9), selectionMode: 'single', defaultValue: ['med_2'] },
  play: async ({ canvasElement, args }) => {
    await expect(cell(canvasElement, 'photo-2.svg')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(cell(canvasElement, 'photo-4.svg'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['med_4']);
    await expect(cell(canvasElement, 'photo-2.svg')).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowRight}{ }');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['med_5']);
  },
};

function ControlledMultiple() {
  const [value, setValue] = useState<string[]>(['med_1']);
  const [items, setItems] = useState(() => mediaItems(10));
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <MediaGallery
        aria-label="Media for the post"
        items={items}
        selectionMode="multiple"
        value={value}
        onValueChange={setValue}
        onRemove={(id) => setItems((all) => all.filter((item) => item.id !== id))}
      />
      <output>{value.length} chosen</output>
    </div>
  );
}

/** Several for a post, controlled by the app: Space toggles, Shift+arrows extend, Ctrl+A takes all, Delete removes. */
export const MultipleSelection: Story = {
  render: () => <ControlledMultiple />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Media for the post' })).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(cell(canvasElement, 'photo-2.svg'));
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(canvas.getByRole('status')).toHaveTextContent('3 chosen');
    await userEvent.keyboard('{Delete}');
    await expect(canvas.queryByRole('gridcell', { name: /^photo-3\.svg/ })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 chosen');
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(canvas.getByRole('status')).toHaveTextContent('9 chosen');
  },
};

/** 10,000 items: rows are virtualized, the DOM holds a few dozen tiles, Ctrl+End reaches the last. */
export const TenThousandItems: Story = {
  args: { items: mediaItems(10_000), selectionMode: 'multiple' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid')).toHaveAttribute('aria-rowcount', '3334');
    await expect(cells(canvasElement).length).toBeLessThan(60);
    await userEvent.click(cell(canvasElement, 'photo-1.svg'));
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(cell(canvasElement, 'photo-10000.svg')).toHaveFocus());
    await expect(cells(canvasElement).length).toBeLessThan(60);
  },
};

/** Nothing uploaded yet: an icon, the sentence, and the app's action that fills it (`emptyAction`, in the button family's look). */
export const Empty: Story = {
  args: {
    items: [],
    emptyAction: (
      <button type="button" data-variant="primary">
        Upload media
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No media yet.')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Upload media' })).toBeVisible();
  },
};

/** An uploader's files (a frozen `useUpload` result here): a tile per file with its state and progress. */
export const FromUploader: Story = {
  parameters: { showsState: ['item:queued', 'item:requesting', 'item:uploading', 'item:confirming', 'item:done', 'item:error', 'item:canceled'] },
  args: {
    upload: staticUpload(STATES.map((status, index) => staticItem(`${status}.${index % 2 ? 'mp4' : 'png'}`, status, 2 * 1024 * 1024, index % 2 ? 'video/mp4' : 'image/png', 0.6))),
    columns: 4,
  },
  play: async ({ canvasElement }) => {
    await expect(cells(canvasElement).map((c) => c.dataset.state)).toEqual(STATES);
    await expect(cell(canvasElement, 'uploading.png')).toHaveTextContent('Uploading, 59%');
    await expect(within(cell(canvasElement, 'error.mp4')).getByText('Failed')).toBeVisible();
    await expect(within(cell(canvasElement, 'done.png')).getByRole('button', { name: 'Remove done.png' })).toBeInTheDocument();
  },
};

/**
 * Choosing media for a post among records and an uploader's files: a file counts once the
 * service confirmed it, chosen by its media id; one still on its way is reachable but unavailable.
 */
export const ChoosingUploads: Story = {
  args: {
    items: mediaItems(2),
    upload: staticUpload([staticItem('clip.mp4', 'uploading', 2 * 1024 * 1024, 'video/mp4', 0.4), staticItem('cat.png', 'done', 200 * 1024, 'image/png')]),
    selectionMode: 'multiple',
    columns: 4,
  },
  play: async ({ canvasElement, args }) => {
    await expect(cell(canvasElement, 'clip.mp4')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(cell(canvasElement, 'photo-1.svg'));
    // Space on the file still uploading chooses nothing; on the confirmed one, its media id.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ }');
    await expect(cell(canvasElement, 'clip.mp4')).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['med_1']);
    await userEvent.keyboard('{ArrowRight}{ }');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['med_1', 'med_cat.png']);
    await expect(cell(canvasElement, 'cat.png')).toHaveAttribute('aria-selected', 'true');
    await expect(cell(canvasElement, 'clip.mp4')).toHaveAttribute('aria-selected', 'false');
  },
};

/** A tall picture, as an app's record would point at one: drawn, not fetched. */
const TALL = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="90" height="160"><rect width="90" height="160" fill="hsl(200 55% 42%)"/><text x="45" y="88" font-family="sans-serif" font-size="22" fill="white" text-anchor="middle">9:16</text></svg>')}`;
const WIDE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="hsl(30 55% 42%)"/><text x="80" y="68" font-family="sans-serif" font-size="22" fill="white" text-anchor="middle">4:3</text></svg>')}`;

/**
 * Records checked against Instagram's feed and Bluesky, by the type, bytes and pixels each carries:
 * the 9:16 photo and the PDF carry a badge, the reason as their description; the 4:3 photo fits.
 */
export const RefusedMedia: Story = {
  args: {
    networks: ['instagram', 'bluesky'],
    postKind: { instagram: 'FEED' },
    items: [
      { id: 'med_tall', name: 'storefront.jpg', contentType: 'image/jpeg', size: 1_400_000, width: 1080, height: 1920, url: TALL, status: 'active' },
      { id: 'med_wide', name: 'team.jpg', contentType: 'image/jpeg', size: 900_000, width: 1600, height: 1200, url: WIDE, status: 'active' },
      { id: 'med_pdf', name: 'menu.pdf', contentType: 'application/pdf', size: 300_000, status: 'active' },
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cell(canvasElement, 'storefront.jpg')).toHaveAttribute('data-refused'));
    await expect(within(cell(canvasElement, 'storefront.jpg')).getByText('Refused by Instagram')).toBeVisible();
    await expect(cell(canvasElement, 'storefront.jpg')).toHaveAccessibleDescription(/9:16 is taller than Instagram feed allows \(4:5\)/);
    await expect(within(cell(canvasElement, 'menu.pdf')).getByText('Refused by Instagram and Bluesky')).toBeVisible();
    await expect(cell(canvasElement, 'team.jpg')).not.toHaveAttribute('data-refused');
  },
};

/** A gallery over an uploader of its own for Instagram's feed, the panorama added as it opens. */
function PanoramaForInstagram(props: MediaGalleryProps) {
  const upload = useUpload({ networks: ['instagram'], accept: ['image/*'] });
  const added = useRef(false);
  useEffect(() => {
    if (added.current) return;
    added.current = true;
    void phonePhoto({ width: 1000, height: 3000, name: 'panorama.jpg' }).then((file) => upload.add([file]));
  }, [upload]);
  return <MediaGallery {...props} upload={upload} />;
}

/**
 * The uploader's cropper on a tile: a 3:1 panorama its uploader refused for Instagram's feed shows
 * Crop for Instagram under its name. With the keyboard alone: Tab to the tile and to its button,
 * Enter opens the cropper in a modal dialog named by the button, on Instagram's 1.91:1, Enter
 * applies, and focus is back on the button; the file is fitted to the crop (upright, no GPS
 * location) and uploaded, Undo crop beside it.
 */
export const CropOnATile: Story = {
  tags: ['!autodocs'],
  args: { selectionMode: 'multiple' },
  render: (args) => <PanoramaForInstagram {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Crop for Instagram: panorama.jpg' }, { timeout: 60_000 });
    await expect(cell(canvasElement, 'panorama.jpg')).toHaveAttribute('data-state', 'refused');
    cell(canvasElement, 'panorama.jpg').focus();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Over the page (the top layer), though it sits in the tile.
    const dialog = await canvas.findByRole('dialog', { name: 'Crop for Instagram: panorama.jpg' });
    const area = await within(dialog).findByRole('slider', { name: 'Crop of panorama.jpg' }, { timeout: 30_000 });
    await waitFor(() => expect(area).toHaveFocus(), { timeout: 30_000 });
    await expect(within(dialog).getByRole('radio', { name: 'Instagram 1.91:1' })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toggle).toHaveFocus());
    await waitFor(() => expect(cell(canvasElement, 'panorama.jpg')).toHaveAttribute('data-state', 'done'), { timeout: 60_000 });
    await expect(cell(canvasElement, 'panorama.jpg')).toHaveTextContent(/Cropped to [\d,]+ × [\d,]+ \(1\.9\d*:1\)/);
    await expect(canvas.getByRole('button', { name: 'Undo crop: panorama.jpg' })).toBeVisible();
  },
};
