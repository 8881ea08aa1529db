import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { MediaGallery, SocialKitProvider, useUpload, type MediaGalleryProps, type UseUploadOptions, type UseUploadResult } from '../../src/index.js';
import { jpegMetadata } from '../../stories/support/mediaBytes.js';
import { phonePhoto } from '../../stories/support/pictures.js';
import { expectNoViolations } from '../support/axe.js';
import { makeQueryClient } from '../support/render.js';
import { serviceFetch } from '../support/serviceTransport.js';
import { loopbackService, storedBytes } from '../support/uploadHarness.js';
import { FLOW, TRANSFER } from '../support/patience.js';
import '../../src/styles/tokens.css';
import '../../src/styles/media-gallery.css';
import '../../src/styles/media-uploader.css';

// The uploader's cropper on a gallery's tile, end to end in Chromium with the keyboard alone: the
// panorama of the uploader's crop test (stored 1000 × 3000 with EXIF orientation 6 and a GPS
// location, so shown 3000 × 1000, 3:1), added to a `useUpload` the gallery shares, refused for
// Instagram's feed, cropped in the modal dialog its tile opens, fitted by the package's worker and
// PUT to the loopback storage, which keeps the bytes so the test reads back what went.

/** The stored JPEG's pixels as shown. */
async function size(bytes: Uint8Array) {
  const bitmap = await createImageBitmap(new Blob([bytes as BlobPart], { type: 'image/jpeg' }));
  const shown = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return shown;
}

/**
 * A gallery sharing a `useUpload` (`options`) with the test, on a light or dark host page 40rem
 * wide, over a simulated service of the test's own whose storage is the loopback one.
 */
async function setup(props: Partial<MediaGalleryProps>, options: UseUploadOptions, theme: 'light' | 'dark' = 'light') {
  const { service, scope } = loopbackService();
  const storage = storedBytes(scope);
  await storage.keepBytes();
  let upload!: UseUploadResult;
  function App() {
    upload = useUpload(options);
    return <MediaGallery aria-label="Your media" upload={upload} {...props} />;
  }
  const view = render(
    <div data-theme={theme} style={{ background: 'var(--sk-color-bg)', padding: '1rem', width: '40rem' }}>
      <SocialKitProvider baseUrl="/api/social" fetch={serviceFetch(service)} retry={0} queryClient={makeQueryClient()}>
        <App />
      </SocialKitProvider>
    </div>,
  );
  return {
    view,
    ...storage,
    upload: () => upload,
    tickets: () => service.requests.filter((request) => request.operation === 'uploadTicket').length,
  };
}

const tile = (name: string) => screen.getByRole('gridcell', { name: new RegExp(`^${name.replace('.', '\\.')}\\b`) });
const until = (name: string, state: string) => waitFor(() => expect(tile(name)).toHaveAttribute('data-state', state), TRANSFER);

/** The panorama added and refused for Instagram's feed; its tile's crop button. */
async function refusedPanorama(test: Awaited<ReturnType<typeof setup>>) {
  const file = await phonePhoto({ width: 1000, height: 3000, name: 'panorama.jpg' });
  await act(() => test.upload().add([file]));
  await until('panorama.jpg', 'refused');
  return within(tile('panorama.jpg')).findByRole('button', { name: 'Crop for Instagram: panorama.jpg' }, TRANSFER);
}

/** From the page: Tab to the tile (the grid's one stop), Tab to its crop button, Enter; the crop rectangle takes the keyboard. */
async function openFromTile(toggle: HTMLElement) {
  await userEvent.tab();
  expect(document.activeElement).toBe(tile('panorama.jpg'));
  await userEvent.tab();
  expect(document.activeElement).toBe(toggle);
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Crop for Instagram: panorama.jpg' });
  const area = await within(dialog).findByRole('slider', { name: 'Crop of panorama.jpg' }, TRANSFER);
  await waitFor(() => expect(document.activeElement).toBe(area), TRANSFER);
  return { dialog, area };
}

describe('MediaGallery cropping an uploader’s image on its tile', FLOW, () => {
  it('crops a 3:1 panorama refused for Instagram feed from its tile with the keyboard alone: a modal dialog on 1.91:1, Enter applies, storage gets 4:5 to 1.91:1 with no GPS, and focus is back on the button', async () => {
    const test = await setup({ selectionMode: 'multiple' }, { networks: ['instagram'] });
    const toggle = await refusedPanorama(test);
    expect(toggle).toHaveTextContent(/^Crop for Instagram$/);
    expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    expect(test.tickets()).toBe(0);

    const { dialog, area } = await openFromTile(toggle);
    // Modal, over the page: the grid behind it is inert.
    expect(dialog).toHaveAttribute('open');
    expect(dialog.matches(':modal')).toBe(true);
    // Drawn by the editors' own sheet, which came with the dialog (styles.css holds none of it).
    expect(getComputedStyle(dialog).borderTopLeftRadius).toBe('8px');
    expect(getComputedStyle(dialog).boxShadow).not.toBe('none');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The ratio the panorama broke is the one chosen; the others and Free are there.
    expect(within(dialog).getByRole('radio', { name: 'Instagram 1.91:1' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Instagram 4:5' })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Free' })).not.toBeChecked();
    expect(area).toHaveAttribute('aria-valuetext', expect.stringMatching(/^[\d,]+ × [\d,]+ pixels \(1\.9\d*:1\), from [\d,]+, [\d,]+$/));
    // The dialog fits in the window, the whole image in it.
    const box = dialog.getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(window.innerWidth);

    // The page behind a modal dialog is inert, the gallery's live region with it: the crop is said
    // once the dialog has closed, or a screen reader would not hear it.
    const live = document.querySelector('[data-scope="media-gallery"][data-part="live"]')!;
    let frame = 0;
    let counting = true;
    const count = () => {
      frame += 1;
      if (counting) requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    const seen: { what: string; frame: number }[] = [];
    const watch = new MutationObserver((records) => records.forEach((record) => seen.push({ what: record.target === dialog ? 'closed' : 'said', frame })));
    watch.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    watch.observe(live, { childList: true });
    await userEvent.keyboard('{Enter}');
    // Closed, focus back on the tile's button, which says the crop.
    await waitFor(() => expect(document.activeElement).toBe(toggle));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleDescription(/^Cropped to [\d,]+ × [\d,]+ \(1\.9\d*:1\)$/);
    // Keys and clicks in the dialog chose nothing in the grid behind it.
    expect(tile('panorama.jpg')).toHaveAttribute('aria-selected', 'false');

    await until('panorama.jpg', 'done');
    expect(within(tile('panorama.jpg')).getByText(/^Cropped to [\d,]+ × [\d,]+ \(1\.9\d*:1\)$/)).toBeVisible();
    // Passing now: a plain Crop, and the crop can be undone.
    await waitFor(() => expect(toggle).toHaveAccessibleName('Crop: panorama.jpg'), TRANSFER);
    expect(within(tile('panorama.jpg')).getByRole('button', { name: 'Undo crop: panorama.jpg' })).toBeVisible();
    expect(document.activeElement).toBe(toggle);

    // What went over the wire: one ticket, one JPEG, between 4:5 and 1.91:1 (at the 1.91:1 edge), upright, without GPS.
    expect(test.tickets()).toBe(1);
    const [object, ...others] = await test.stored();
    expect(others).toEqual([]);
    const shown = await size(object!.bytes);
    expect(shown.width / shown.height).toBeLessThanOrEqual(1.91);
    expect(shown.width / shown.height).toBeGreaterThanOrEqual(0.8);
    expect(shown.width / shown.height).toBeGreaterThan(1.85);
    const metadata = jpegMetadata(object!.bytes);
    expect(metadata.gps).toBe(false);
    expect(metadata.segments.filter(({ id }) => id !== 'JFIF' && id !== 'ICC_PROFILE')).toEqual([]);
    // The file as added is kept, for Undo.
    expect(test.upload().store.getItems()[0]!.fitted?.original.name).toBe('panorama.jpg');
    // Both said in the gallery's live region, as the uploader's row says them: the crop, then Undo.
    watch.disconnect();
    counting = false;
    const [closed, said, ...more] = seen;
    expect([closed?.what, said?.what, more]).toEqual(['closed', 'said', []]);
    expect(said!.frame).toBeGreaterThan(closed!.frame);
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live.textContent).toMatch(/^panorama\.jpg cropped to [\d,]+ × [\d,]+ \(1\.9\d*:1\)\. It is checked and uploaded again\.$/);
    await userEvent.click(within(tile('panorama.jpg')).getByRole('button', { name: 'Undo crop: panorama.jpg' }));
    await waitFor(() => expect(live.lastElementChild).toHaveTextContent('Crop of panorama.jpg undone: the whole image is checked and uploaded again.'), TRANSFER);
    expect(document.activeElement).toBe(toggle);
  });

  it('keeps its keys and clicks from the grid behind it, and Escape closes it with nothing changed, focus back on the button', async () => {
    const test = await setup({ selectionMode: 'multiple' }, { networks: ['instagram'] });
    const toggle = await refusedPanorama(test);
    // A second tile to the right, which an arrow would reach if the grid heard it.
    await act(() => test.upload().add([new File([new Uint8Array(8)], 'notes.txt', { type: 'text/plain' })]));
    const { dialog, area } = await openFromTile(toggle);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Free' }));
    // A click on the cropper's text chooses nothing.
    await userEvent.click(within(dialog).getByText(/^Arrow keys move the crop/));
    area.focus();
    const before = area.getAttribute('aria-valuetext');
    await userEvent.keyboard('{Alt>}{Shift>}{ArrowLeft}{/Shift}{/Alt}{Shift>}{ArrowRight}{/Shift}');
    await waitFor(() => expect(area.getAttribute('aria-valuetext')).not.toBe(before));
    expect(document.activeElement).toBe(area);
    // The grid's tab stop stayed on the panorama's tile, unchosen.
    expect(tile('panorama.jpg')).toHaveAttribute('tabindex', '0');
    expect(tile('panorama.jpg')).toHaveAttribute('aria-selected', 'false');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(toggle));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tile('panorama.jpg')).toHaveAttribute('data-state', 'refused');
    expect(tile('panorama.jpg')).not.toHaveTextContent(/Cropped to/);
    expect(test.tickets()).toBe(0);
  });

  it('crops for the gallery’s own networks when it has them: named and shaped by the verdicts its tile shows', async () => {
    // The uploader checks for Bluesky, which takes a panorama; the gallery for Instagram's feed, which does not.
    const test = await setup({ networks: ['instagram'] }, { networks: ['bluesky'] });
    const file = await phonePhoto({ width: 1000, height: 3000, name: 'panorama.jpg' });
    await act(() => test.upload().add([file]));
    await until('panorama.jpg', 'done');
    await waitFor(() => expect(tile('panorama.jpg')).toHaveAttribute('data-refused'), TRANSFER);
    const toggle = await within(tile('panorama.jpg')).findByRole('button', { name: 'Crop for Instagram: panorama.jpg' }, TRANSFER);
    const { dialog } = await openFromTile(toggle);
    expect(within(dialog).getByRole('radio', { name: 'Instagram 1.91:1' })).toBeChecked();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(toggle));
    // Uploaded again, cropped, under a new ticket: and now the gallery's Instagram takes it.
    await waitFor(() => expect(test.tickets()).toBe(2), TRANSFER);
    await until('panorama.jpg', 'done');
    await waitFor(() => expect(tile('panorama.jpg')).not.toHaveAttribute('data-refused'), TRANSFER);
    expect(toggle).toHaveAccessibleName('Crop: panorama.jpg');
  });

  describe.each(['light', 'dark'] as const)('axe, %s', (theme) => {
    it('has no violations with the crop button, the dialog open, and once cropped', async () => {
      const test = await setup({ selectionMode: 'multiple' }, { networks: ['instagram'] }, theme);
      const toggle = await refusedPanorama(test);
      await expectNoViolations(test.view.container);
      await openFromTile(toggle);
      await expectNoViolations(test.view.container);
      await userEvent.keyboard('{Enter}');
      await until('panorama.jpg', 'done');
      await within(tile('panorama.jpg')).findByRole('button', { name: 'Undo crop: panorama.jpg' });
      await expectNoViolations(test.view.container);
    });
  });
});
