import { act, render, screen, waitFor, within } from '@testing-library/react';
import {
  MediaGallery,
  SocialKitProvider,
  useUpload,
  type MediaGalleryProps,
  type MediaRecord,
  type UseUploadOptions,
  type UseUploadResult,
} from '../../src/index.js';
import { readMediaFacts } from '../../src/media/store.js';
import { createSimulatedService } from '../../src/mocks/index.js';
import { drawnJpeg } from '../../stories/support/pictures.js';
import { expectNoViolations } from '../support/axe.js';
import { makeQueryClient } from '../support/render.js';
import { serviceFetch, servicePut } from '../support/serviceTransport.js';
import '../../src/styles/tokens.css';
import '../../src/styles/media-gallery.css';
import { TRANSFER } from '../support/patience.js';

// Real images, real facts: the browser's reader decodes each generated JPEG and the rules table
// judges it, as the uploader's verdict tests do; the gallery shows what a chosen network refuses.

/**
 * A gallery sharing a `useUpload` with the test over the simulated service (tickets, the PUT and
 * the confirm all answered in the page), on a light or dark host; `setProps` changes the gallery's.
 */
function setup(props: Partial<MediaGalleryProps>, options: UseUploadOptions = {}, theme: 'light' | 'dark' = 'light') {
  const service = createSimulatedService({ baseUrl: '/api/social' });
  const fetch = serviceFetch(service);
  const put = servicePut(service);
  const queryClient = makeQueryClient();
  let upload!: UseUploadResult;
  function App(changes: Partial<MediaGalleryProps>) {
    upload = useUpload({ put, ...options });
    return <MediaGallery aria-label="Your media" upload={upload} {...props} {...changes} />;
  }
  const tree = (changes: Partial<MediaGalleryProps> = {}) => (
    <div data-theme={theme} style={{ background: 'var(--sk-color-bg)', padding: '1rem', width: '40rem' }}>
      <SocialKitProvider baseUrl="/api/social" fetch={fetch} retry={0} queryClient={queryClient}>
        <App {...changes} />
      </SocialKitProvider>
    </div>
  );
  const view = render(tree());
  return {
    view,
    upload: () => upload,
    tickets: () => service.requests.filter((request) => request.operation === 'uploadTicket').length,
    setProps: (changes: Partial<MediaGalleryProps>) => view.rerender(tree(changes)),
  };
}

const tile = (name: string) => screen.getByRole('gridcell', { name: new RegExp(`^${name.replace('.', '\\.')}\\b`) });
const badge = (name: string) => tile(name).querySelector<HTMLElement>('[data-part="badge"]');
/** Reading facts and loading the checker take a moment on a shared machine. */
const slow = TRANSFER;

const TALLER = /9:16 is taller than Instagram feed allows \(4:5\)\. Post it as a Story, or crop it\./;

describe('MediaGallery with the networks chosen for the post', () => {
  it('badges a 9:16 photo Instagram feed refuses, with the reason as the tile’s description, and drops the badge for a Story', async () => {
    const { upload, setProps } = setup({ networks: ['instagram', 'bluesky'] });
    const files = [await drawnJpeg('tall.jpg', 1080, 1920), await drawnJpeg('square.jpg', 1080, 1080)];
    await act(() => upload().add(files));

    await waitFor(() => expect(tile('tall.jpg')).toHaveAttribute('data-refused'), slow);
    const shown = badge('tall.jpg')!;
    expect(shown).toBeVisible();
    expect(shown).toHaveTextContent('Refused by Instagram');
    expect(shown.querySelector('svg')).toBeVisible();
    // Read after the name; the full reason is the description (and the tooltip, for a mouse).
    expect(tile('tall.jpg')).toHaveAccessibleName(/^tall\.jpg .*Refused by Instagram/);
    expect(tile('tall.jpg')).toHaveAccessibleDescription(TALLER);
    expect(shown).toHaveAttribute('title', expect.stringMatching(TALLER));
    // The reason is not shown on the tile itself, nor repeated in its name.
    expect(tile('tall.jpg')).not.toHaveAccessibleName(/taller/);
    // The square one fits both: no badge, no description.
    expect(tile('square.jpg')).not.toHaveAttribute('data-refused');
    expect(badge('square.jpg')).toBeNull();
    expect(tile('square.jpg')).not.toHaveAttribute('aria-describedby');

    // The badge sits on the thumbnail, inside its box.
    const picture = tile('tall.jpg').querySelector('[data-part="thumbnail"]')!.getBoundingClientRect();
    const box = shown.getBoundingClientRect();
    expect(box.bottom).toBeLessThanOrEqual(picture.bottom);
    expect(box.top).toBeGreaterThanOrEqual(picture.top);
    expect(box.left).toBeGreaterThanOrEqual(picture.left);
    expect(box.right).toBeLessThanOrEqual(picture.right);

    setProps({ networks: ['instagram', 'bluesky'], postKind: { instagram: 'STORIES' } });
    await waitFor(() => expect(tile('tall.jpg')).not.toHaveAttribute('data-refused'));
    expect(badge('tall.jpg')).toBeNull();
    expect(tile('tall.jpg')).not.toHaveAttribute('aria-describedby');
  });

  it('names every network that refuses, and keeps the badge and its whole text inside the thumbnail of a narrow tile', async () => {
    const { upload } = setup({ networks: ['instagram', 'x'], postKind: { instagram: 'REELS' }, columns: 4 });
    // An image is no Reel; X takes it.
    const files = [await drawnJpeg('photo.jpg', 1200, 900)];
    await act(() => upload().add(files));
    await waitFor(() => expect(badge('photo.jpg')).toHaveTextContent('Refused by Instagram'), slow);
    expect(badge('photo.jpg')).not.toHaveTextContent(/X/);
    // Four columns in 40rem: the text wraps on the picture, and neither it nor the badge widen the tile.
    const cell = tile('photo.jpg').getBoundingClientRect();
    const picture = tile('photo.jpg').querySelector('[data-part="thumbnail"]')!.getBoundingClientRect();
    const box = badge('photo.jpg')!.getBoundingClientRect();
    expect(picture.width).toBeLessThan(cell.width);
    expect(Math.abs(picture.width - picture.height)).toBeLessThan(1);
    expect(box.left).toBeGreaterThanOrEqual(picture.left);
    expect(box.right).toBeLessThanOrEqual(picture.right);
    expect(box.top).toBeGreaterThanOrEqual(picture.top);
    const text = badge('photo.jpg')!.querySelector('span')!;
    expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
  });

  it('shows the verdicts an uploader found when the gallery has no networks of its own', async () => {
    const { upload, tickets } = setup({}, { networks: ['instagram'] });
    const files = [await drawnJpeg('taller.jpg', 1080, 1351)];
    await act(() => upload().add(files));
    await waitFor(() => expect(tile('taller.jpg')).toHaveAttribute('data-state', 'refused'), slow);
    await waitFor(() => expect(badge('taller.jpg')).toHaveTextContent('Refused by Instagram'), slow);
    expect(tile('taller.jpg')).toHaveAccessibleDescription(/is taller than Instagram feed allows \(4:5\)/);
    expect(tickets()).toBe(0);
  });

  it('decodes a file once when the uploader and the gallery both check it, and a fitted file not at all', async () => {
    const read = vi.fn(readMediaFacts);
    const readNames = () => read.mock.calls.map(([file]) => file.name);
    // The uploader checks for Bluesky, which takes the tall photo; the gallery for Instagram's
    // feed, which refuses it: the badge shows that the gallery has its facts.
    const { upload, view } = setup({ networks: ['instagram'], readMediaFacts: read }, { networks: ['bluesky'], readMediaFacts: read });
    const tall = await drawnJpeg('tall.jpg', 1080, 1920);
    await act(() => upload().add([tall]));
    await waitFor(() => expect(badge('tall.jpg')).toHaveTextContent('Refused by Instagram'), slow);
    await waitFor(() => expect(upload().store.getItems()[0]).toMatchObject({ status: 'done' }), slow);
    expect(readNames()).toEqual(['tall.jpg']);

    // A PNG is no Instagram feed format: fitted to a JPEG, whose facts come from the fitting.
    view.unmount();
    const canvas = new OffscreenCanvas(1080, 1080);
    canvas.getContext('2d')!.fillRect(0, 0, 1080, 1080);
    const png = new File([await canvas.convertToBlob({ type: 'image/png' })], 'screen.png', { type: 'image/png' });
    read.mockClear();
    const fitting = setup({ networks: ['instagram'], readMediaFacts: read }, { networks: ['instagram'], fitImages: true, readMediaFacts: read });
    await act(() => fitting.upload().add([png]));
    await waitFor(() => expect(fitting.upload().store.getItems()[0]).toMatchObject({ status: 'done', contentType: 'image/jpeg' }), slow);
    expect(readNames()).toEqual(['screen.png']);
  });

  it('checks records by the numbers they carry: a refusal, a fixable type, and nothing when the pixels are unknown', async () => {
    const records: MediaRecord[] = [
      { id: 'med_tall', filename: 'tall.jpg', contentType: 'image/jpeg', size: 900_000, width: 1080, height: 1920, status: 'active' },
      // PNG is no Instagram feed format, but fitting re-encodes it: not a refusal.
      { id: 'med_png', filename: 'wide.png', contentType: 'image/png', size: 900_000, width: 1200, height: 900, status: 'active' },
      // Nothing known of its shape: unknown, never refused for it.
      { id: 'med_unknown', filename: 'unknown.jpg', contentType: 'image/jpeg', size: 900_000, status: 'active' },
      // Its type alone refuses it for Instagram.
      { id: 'med_pdf', filename: 'brochure.pdf', contentType: 'application/pdf', size: 900_000, status: 'active' },
    ];
    setup({ items: records, networks: ['instagram', 'bluesky', 'x'], columns: 4 });
    await waitFor(() => expect(badge('tall.jpg')).toHaveTextContent('Refused by Instagram'), slow);
    expect(tile('tall.jpg')).toHaveAccessibleDescription(TALLER);
    expect(badge('brochure.pdf')).toHaveTextContent('Refused by Instagram, Bluesky, and X');
    // Long words wrap on the picture: every tile keeps the width of its column.
    const widths = ['tall.jpg', 'wide.png', 'unknown.jpg', 'brochure.pdf'].map((name) => Math.round(tile(name).getBoundingClientRect().width));
    expect(new Set(widths).size).toBe(1);
    expect(badge('wide.png')).toBeNull();
    expect(badge('unknown.jpg')).toBeNull();
  });

  it('shows no badge and no description when nothing is checked', async () => {
    const { upload } = setup({});
    const files = [await drawnJpeg('tall.jpg', 1080, 1920)];
    await act(() => upload().add(files));
    await waitFor(() => expect(tile('tall.jpg')).toHaveAttribute('data-state', 'done'), slow);
    expect(badge('tall.jpg')).toBeNull();
    expect(tile('tall.jpg')).not.toHaveAttribute('aria-describedby');
  });

  it.each(['light', 'dark'] as const)('is axe-clean with a badge on a %s host, its text in the danger pair', async (theme) => {
    const { upload, view } = setup({ networks: ['instagram'], selectionMode: 'multiple' }, {}, theme);
    const files = [await drawnJpeg('tall.jpg', 1080, 1920)];
    await act(() => upload().add(files));
    await waitFor(() => expect(badge('tall.jpg')).toBeVisible(), slow);
    // The palette's danger pair for the theme (tokens.css): white on deep red, near-black on light red.
    const style = getComputedStyle(badge('tall.jpg')!);
    expect([style.backgroundColor, style.color]).toEqual(theme === 'light' ? ['rgb(179, 38, 30)', 'rgb(255, 255, 255)'] : ['rgb(255, 123, 114)', 'rgb(13, 17, 23)']);
    await expectNoViolations(view.container);
    expect(within(tile('tall.jpg')).getByText('Refused by Instagram')).toBeVisible();
  });
});
