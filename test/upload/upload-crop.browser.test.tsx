import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { jpegMetadata } from '../../stories/support/mediaBytes.js';
import { phonePhoto } from '../../stories/support/pictures.js';
import { expectNoViolations } from '../support/axe.js';
import { renderUploader, setupUploadTest, until } from '../support/uploadHarness.js';
import { FLOW, TRANSFER } from '../support/patience.js';
import '../../src/styles/tokens.css';
import '../../src/styles/media-uploader.css';

// Cropping by hand, end to end in Chromium: a panorama made here (stored 1000 × 3000 with EXIF
// orientation 6 and a GPS location, so shown 3000 × 1000, 3:1), refused for Instagram's feed,
// cropped with the keyboard alone in the cropper (Zag's machine), fitted by the worker the package
// ships, and PUT to the loopback storage, which keeps the bytes so the test reads back what went.

/** The stored JPEG's pixels as shown. */
async function size(bytes: Uint8Array) {
  const bitmap = await createImageBitmap(new Blob([bytes as BlobPart], { type: 'image/jpeg' }));
  const shown = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return shown;
}

const panorama = () => phonePhoto({ width: 1000, height: 3000, name: 'panorama.jpg' });

/** The panorama added for Instagram's feed and refused: its row and the test's handles. */
async function refusedPanorama(options: Parameters<typeof renderUploader>[1] = {}) {
  const test = renderUploader({ networks: ['instagram'] }, options);
  await test.keepBytes();
  await userEvent.upload(test.input(), await panorama());
  await until(() => test.row('panorama.jpg'), 'refused');
  await waitFor(() => expect(test.row('panorama.jpg')).toHaveTextContent(/is wider than Instagram feed allows \(1\.91:1\)/), TRANSFER);
  return test;
}

/** Opens the cropper from its button with Enter, and waits for the crop rectangle to take the keyboard. */
async function openCropper(name: string) {
  const toggle = await screen.findByRole('button', { name: `Crop for Instagram: ${name}` }, TRANSFER);
  toggle.focus();
  await userEvent.keyboard('{Enter}');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const area = await screen.findByRole('slider', { name: `Crop of ${name}` }, TRANSFER);
  await waitFor(() => expect(document.activeElement).toBe(area), TRANSFER);
  return { toggle, area };
}

describe('MediaUploader cropping an image by hand to a network’s ratio', FLOW, () => {
  it('crops a 3:1 panorama refused for Instagram feed with the keyboard alone: 1.91:1 first, Enter applies, and storage gets upright pixels inside 4:5 to 1.91:1 with no GPS', async () => {
    const test = await refusedPanorama();
    expect(test.tickets()).toEqual([]);
    const { toggle, area } = await openCropper('panorama.jpg');

    // The ratio the panorama broke is the one chosen; the others and Free are there.
    expect(screen.getByRole('radio', { name: 'Instagram 1.91:1' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Instagram 4:5' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Free' })).not.toBeChecked();
    expect(area).not.toHaveAttribute('aria-roledescription');
    // What is cut away is dimmed, by the panel's own sheet, which came with it (styles.css holds none of the cropper).
    expect(getComputedStyle(area).boxShadow).toContain('rgba(0, 0, 0, 0.55)');
    expect(area).toHaveAccessibleDescription('Arrow keys move the crop; Alt with the arrow keys resizes it, Shift for bigger steps. Enter applies it, Escape cancels.');
    expect(area).toHaveAttribute('aria-valuetext', expect.stringMatching(/^[\d,]+ × [\d,]+ pixels \(1\.9\d*:1\), from [\d,]+, [\d,]+$/));

    await userEvent.keyboard('{Enter}');
    // Closed, focus back on its button; said in the live region.
    await waitFor(() => expect(document.activeElement).toBe(toggle));
    expect(screen.queryByRole('slider', { name: 'Crop of panorama.jpg' })).toBeNull();
    await waitFor(() => expect(test.live()).toMatch(/panorama\.jpg cropped to [\d,]+ × [\d,]+ \(1\.9\d*:1\)\. It is checked and uploaded again\./));

    await until(() => test.row('panorama.jpg'), 'done');
    await waitFor(() => expect(test.row('panorama.jpg')).toHaveTextContent('Fits Instagram'), TRANSFER);
    expect(test.row('panorama.jpg')).toHaveTextContent(/Cropped to [\d,]+ × [\d,]+ \(1\.9\d*:1\)/);
    // Passing now: the button is a plain Crop, described by the crop.
    expect(toggle).toHaveAccessibleName('Crop: panorama.jpg');

    // What went over the wire: one ticket, one JPEG, between 4:5 and 1.91:1 (at the 1.91:1 edge).
    expect(test.tickets()).toEqual([{ filename: 'panorama.jpg', content_type: 'image/jpeg' }]);
    const [object, ...others] = await test.stored();
    expect(others).toEqual([]);
    const shown = await size(object!.bytes);
    expect(shown.width / shown.height).toBeLessThanOrEqual(1.91);
    expect(shown.width / shown.height).toBeGreaterThanOrEqual(0.8);
    expect(shown.width / shown.height).toBeGreaterThan(1.85);
    const metadata = jpegMetadata(object!.bytes);
    expect(metadata.gps).toBe(false);
    expect(metadata.segments.filter(({ id }) => id !== 'JFIF' && id !== 'ICC_PROFILE')).toEqual([]);
  });

  it('moves and resizes the crop with the keyboard, saying its size, and Escape closes it with nothing changed', async () => {
    const test = await refusedPanorama();
    const { toggle, area } = await openCropper('panorama.jpg');
    const before = area.getAttribute('aria-valuetext');

    // Free: Alt with an arrow resizes in any direction.
    await userEvent.click(screen.getByRole('radio', { name: 'Free' }));
    area.focus();
    await userEvent.keyboard('{Alt>}{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}{/Alt}');
    await waitFor(() => expect(area.getAttribute('aria-valuetext')).not.toBe(before));
    const resized = area.getAttribute('aria-valuetext')!;
    // Shown beside the crop, and said once, as the rectangle's value: the status line stays quiet.
    const size = () => test.row('panorama.jpg').querySelector('[data-part="crop-size"]');
    expect(size()).toHaveTextContent(resized);
    expect(within(test.row('panorama.jpg')).getByRole('status')).toBeEmptyDOMElement();
    const [, x] = /from ([\d,]+), [\d,]+$/.exec(resized)!;
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    const from = () => Number(/from ([\d,]+), [\d,]+$/.exec(area.getAttribute('aria-valuetext')!)![1]!.replace(',', ''));
    await waitFor(() => expect(from()).toBeGreaterThan(Number(x!.replace(',', ''))));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(toggle));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(test.row('panorama.jpg')).toHaveAttribute('data-state', 'refused');
    expect(test.row('panorama.jpg')).not.toHaveTextContent(/Cropped to/);
    expect(test.tickets()).toEqual([]);
  });

  it('resizes the crop by a pointer on its corner, saying the new size', async () => {
    const test = await refusedPanorama();
    const { area } = await openCropper('panorama.jpg');
    await userEvent.click(screen.getByRole('radio', { name: 'Free' }));
    const before = area.getAttribute('aria-valuetext')!;
    const corner = test.row('panorama.jpg').querySelector<HTMLElement>('[data-part="crop-handle"][data-position="se"]')!;
    // A real mouse (Playwright's): from the corner to the middle of the crop.
    const middle = test.row('panorama.jpg').querySelector<HTMLElement>('[data-part="crop-grid"][data-axis="vertical"]')!;
    await userEvent.dragAndDrop(corner, middle);
    const widthOf = (text: string) => Number(/^([\d,]+) ×/.exec(text)![1]!.replace(',', ''));
    await waitFor(() => expect(widthOf(area.getAttribute('aria-valuetext')!)).toBeLessThan(widthOf(before)));
    expect(test.row('panorama.jpg').querySelector('[data-part="crop-size"]')).toHaveTextContent(area.getAttribute('aria-valuetext')!);
  });

  it('moves, resizes and applies a crop with clicks alone, no drag and no key: each click says the new size, the ratio is kept, and storage gets the rectangle chosen', async () => {
    const test = await refusedPanorama();
    const toggle = await screen.findByRole('button', { name: 'Crop for Instagram: panorama.jpg' }, TRANSFER);
    await userEvent.click(toggle);
    const area = await screen.findByRole('slider', { name: 'Crop of panorama.jpg' }, TRANSFER);
    const panel = screen.getByRole('group', { name: 'Crop for Instagram: panorama.jpg' });
    const button = (name: string) => within(panel).getByRole('button', { name });
    const said = () => within(panel).getByRole('status');
    await waitFor(() => expect(button('Move the crop right')).not.toHaveAttribute('aria-disabled'), TRANSFER);
    const crop = () => {
      const [, width, height, ratio, x, y] = /^([\d,]+) × ([\d,]+) pixels \(([\d.]+):1\), from ([\d,]+), ([\d,]+)$/.exec(area.getAttribute('aria-valuetext')!)!;
      const n = (text: string | undefined) => Number(text!.replaceAll(',', ''));
      return { width: n(width), height: n(height), ratio: ratio!, x: n(x), y: n(y) };
    };
    const first = crop();

    await userEvent.click(button('Make the crop smaller'));
    await userEvent.click(button('Make the crop smaller'));
    await waitFor(() => expect(crop().width).toBeLessThan(first.width));
    const smaller = crop();
    expect(Number(smaller.ratio)).toBeCloseTo(1.91, 2);
    expect(smaller.height).toBeLessThan(1000);
    // Said by the status line (the button keeps focus), where eyes already see it beside the crop.
    expect(document.activeElement).toBe(button('Make the crop smaller'));
    expect(said()).toHaveTextContent(area.getAttribute('aria-valuetext')!);
    expect(test.row('panorama.jpg').querySelector('[data-part="crop-size"]')).toHaveTextContent(area.getAttribute('aria-valuetext')!);

    await userEvent.click(button('Move the crop right'));
    await waitFor(() => expect(crop().x).toBeGreaterThan(smaller.x));
    await userEvent.click(button('Move the crop down'));
    await waitFor(() => expect(crop().y).toBeGreaterThan(smaller.y));
    const lower = crop();
    await userEvent.click(button('Move the crop left'));
    await userEvent.click(button('Move the crop left'));
    await waitFor(() => expect(crop().x).toBeLessThan(smaller.x));
    await userEvent.click(button('Move the crop up'));
    await waitFor(() => expect(crop().y).toBeLessThan(lower.y));
    await userEvent.click(button('Make the crop larger'));
    await waitFor(() => expect(crop().width).toBeGreaterThan(smaller.width));
    const chosen = crop();
    expect(Number(chosen.ratio)).toBeCloseTo(1.91, 2);
    expect(said()).toHaveTextContent(area.getAttribute('aria-valuetext')!);

    await userEvent.click(button('Apply crop'));
    await waitFor(() => expect(document.activeElement).toBe(toggle));
    const cropped = `Cropped to ${chosen.width.toLocaleString('en')} × ${chosen.height.toLocaleString('en')} (${chosen.ratio}:1)`;
    expect(test.row('panorama.jpg')).toHaveTextContent(cropped);
    await until(() => test.row('panorama.jpg'), 'done');
    await waitFor(() => expect(test.row('panorama.jpg')).toHaveTextContent('Fits Instagram'), TRANSFER);

    // What went: the rectangle chosen, at 1.91:1 (no larger than chosen: the fitter may scale it down).
    const [object, ...others] = await test.stored();
    expect(others).toEqual([]);
    const shown = await size(object!.bytes);
    expect(shown.width / shown.height).toBeCloseTo(1.91, 1);
    expect(shown.width).toBeLessThanOrEqual(chosen.width);
  });

  it('crops under StrictMode as it does without it', async () => {
    const test = await refusedPanorama({ strict: true });
    const { toggle } = await openCropper('panorama.jpg');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(toggle));
    await until(() => test.row('panorama.jpg'), 'done');
    expect(test.tickets()).toHaveLength(1);
  });

  it('undoes a crop: the whole panorama is checked again and refused, and its crop can be redone from it', async () => {
    const test = await refusedPanorama();
    await openCropper('panorama.jpg');
    await userEvent.keyboard('{Enter}');
    await until(() => test.row('panorama.jpg'), 'done');

    const undo = within(test.row('panorama.jpg')).getByRole('button', { name: 'Undo crop: panorama.jpg' });
    await userEvent.click(undo);
    await until(() => test.row('panorama.jpg'), 'refused');
    await waitFor(() => expect(test.live()).toContain('Crop of panorama.jpg undone: the whole image is checked and uploaded again.'));
    expect(document.activeElement).toHaveAccessibleName('Crop for Instagram: panorama.jpg');

    // Redone from the file as added: the cropper shows the whole panorama, 3000 pixels wide.
    const { area } = await openCropper('panorama.jpg');
    await userEvent.click(screen.getByRole('radio', { name: 'Instagram 4:5' }));
    area.focus();
    await userEvent.keyboard('{Enter}');
    await until(() => test.row('panorama.jpg'), 'done');
    const objects = await test.stored();
    expect(objects).toHaveLength(2);
    const shapes = await Promise.all(objects.map(async (object) => size(object.bytes)));
    expect(shapes.map(({ width, height }) => Math.round((width / height) * 100) / 100).sort()).toEqual([0.8, 1.91]);
  });

  it('refuses a rectangle outside the image with a reason that names it, the file left refused, and uploads an uploaded file again once cropped', async () => {
    const test = setupUploadTest();
    test.renderHarness({ networks: ['instagram'] });
    const file = await panorama();
    await act(() => test.handle.upload.add([file]));
    await until(() => test.row('panorama.jpg'), 'refused');
    // Read once the row shows: the handle is the hook's value from the latest render.
    const id = test.handle.upload.itemIds[0]!;

    await expect(test.handle.upload.setCrop(id, { x: 2000, y: 0, width: 1910, height: 1000 })).rejects.toThrow(
      new RangeError('setCrop: the crop (1910 × 1000 at 2000, 0) reaches outside the 3000 × 1000 image.'),
    );
    await expect(test.handle.upload.setCrop(id, { x: 0.5, y: 0, width: 1910, height: 1000 })).rejects.toThrow(RangeError);
    expect(test.row('panorama.jpg')).toHaveAttribute('data-state', 'refused');
    expect(test.handle.upload.store.getItem(id)?.crop).toBeUndefined();
    expect(test.count('uploadTicket')).toBe(0);

    await act(() => test.handle.upload.setCrop(id, { x: 545, y: 0, width: 1910, height: 1000 }));
    await until(() => test.row('panorama.jpg'), 'done');
    const first = test.handle.upload.store.getItem(id)!.mediaId;
    // Cropped again once uploaded: a new ticket for the new bytes, and the post's media is the new one.
    await act(() => test.handle.upload.setCrop(id, { x: 1100, y: 0, width: 800, height: 1000 }));
    await until(() => test.row('panorama.jpg'), 'done');
    const item = test.handle.upload.store.getItem(id)!;
    expect(item.mediaId).not.toBe(first);
    expect(item.fitted?.after).toMatchObject({ width: 800, height: 1000 });
    expect(test.handle.upload.media).toEqual([{ id: item.mediaId }]);
    expect(test.count('uploadTicket')).toBe(2);
  });

  describe.each(['light', 'dark'] as const)('axe, %s', (theme) => {
    it('has no violations with the crop button, the cropper open, and once cropped', async () => {
      const test = await refusedPanorama({ host: theme });
      await screen.findByRole('button', { name: 'Crop for Instagram: panorama.jpg' }, TRANSFER);
      await expectNoViolations(test.container);
      await openCropper('panorama.jpg');
      await expectNoViolations(test.container);
      await userEvent.keyboard('{Enter}');
      await until(() => test.row('panorama.jpg'), 'done');
      await screen.findByRole('button', { name: 'Undo crop: panorama.jpg' });
      await expectNoViolations(test.container);
    });
  });
});
