import { act, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { userEvent } from 'vitest/browser';
import {
  MediaGallery,
  SocialKitProvider,
  useUpload,
  type MediaGalleryItem,
  type MediaGalleryProps,
  type MediaGallerySource,
  type MediaRecord,
  type UseUploadOptions,
  type UseUploadResult,
} from '../../src/index.js';
import { createSimulatedService } from '../../src/mocks/index.js';
import { expectNoViolations } from '../support/axe.js';
import { makeQueryClient } from '../support/render.js';
import { serviceFetch, servicePut } from '../support/serviceTransport.js';
import '../../src/styles/tokens.css';
import '../../src/styles/media-gallery.css';
import { TRANSFER } from '../support/patience.js';

const SQUARE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="teal"/></svg>')}`;

function makeItems(count: number): MediaGalleryItem[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `med_${index}`,
    name: `photo-${index}.svg`,
    contentType: 'image/svg+xml',
    url: SQUARE,
    status: 'active',
  }));
}

function renderGallery(props: MediaGalleryProps, theme: 'light' | 'dark' = 'light') {
  return render(
    <div data-theme={theme} style={{ background: 'var(--sk-color-bg)', padding: '1rem', width: '40rem' }}>
      <SocialKitProvider baseUrl="/api/social">
        <MediaGallery aria-label="Your media" {...props} />
      </SocialKitProvider>
    </div>,
  );
}

/**
 * A gallery sharing a `useUpload` with the test, over the simulated service: tickets and
 * confirms through the provider's `fetch`, the PUT straight to the service's storage.
 */
function renderWithUpload(props: Partial<MediaGalleryProps>, options: UseUploadOptions = {}, { strict = false } = {}) {
  const service = createSimulatedService({ baseUrl: '/api/social' });
  const fetch = serviceFetch(service);
  const put = servicePut(service);
  let upload!: UseUploadResult;
  function App() {
    upload = useUpload({ put, ...options });
    return <MediaGallery aria-label="Your media" upload={upload} {...props} />;
  }
  const tree = (
    <div style={{ width: '40rem' }}>
      <SocialKitProvider baseUrl="/api/social" fetch={fetch} retry={0} queryClient={makeQueryClient()}>
        <App />
      </SocialKitProvider>
    </div>
  );
  render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { upload: () => upload };
}

/** An uploader holding one queued file and nothing else: no request, no store running. */
function pendingUpload(): MediaGalleryProps['upload'] {
  const item = { id: 'upload-queued', file: clip(), name: 'clip.mp4', size: 1, contentType: 'video/mp4', loaded: 0, progress: 0, status: 'queued', canCancel: true, canRetry: false } as const;
  const none = () => () => {};
  return {
    itemIds: [item.id],
    remove: () => {},
    store: { getItems: () => [item], getItem: (id: string) => (id === item.id ? item : undefined), subscribeItem: none, subscribeTotals: none } as never,
  };
}

const clip = () => new File(['x'], 'clip.mp4', { type: 'video/mp4' });
const cat = () => new File(['cat'], 'cat.png', { type: 'image/png' });

const cells = () => screen.getAllByRole('gridcell');
const cell = (name: string) => screen.getByRole('gridcell', { name: new RegExp(`^${name.replace('.', '\\.')}\\b`) });
const focusedIndex = () => Number((document.activeElement as HTMLElement).dataset.index);

describe('MediaGallery in real Chromium', () => {
  it('mounts 10,000 items with a small DOM and tells assistive technology the full size', () => {
    renderGallery({ items: makeItems(10_000) });
    const grid = screen.getByRole('grid', { name: 'Your media' });
    expect(grid).toHaveAttribute('aria-rowcount', '3334');
    expect(grid).toHaveAttribute('aria-colcount', '3');
    expect(cells().length).toBeGreaterThan(0);
    expect(cells().length).toBeLessThan(60);
    expect(grid.querySelectorAll('*').length).toBeLessThan(600);
    expect(screen.getAllByRole('row')[0]).toHaveAttribute('aria-rowindex', '1');
    // One tab stop for the whole grid.
    expect(cells().filter((c) => c.tabIndex === 0)).toHaveLength(1);
  });

  it('moves focus across rows with arrows, Home/End, PageUp/PageDown and Ctrl+Home/End, into rows not yet mounted', async () => {
    renderGallery({ items: makeItems(10_000) });
    await userEvent.click(cell('photo-0.svg'));
    expect(focusedIndex()).toBe(0);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName(/^photo-1\.svg/);
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedIndex()).toBe(4);
    await userEvent.keyboard('{End}');
    expect(focusedIndex()).toBe(5);
    await userEvent.keyboard('{Home}');
    expect(focusedIndex()).toBe(3);
    await userEvent.keyboard('{ArrowLeft}');
    expect(focusedIndex()).toBe(2);

    await userEvent.keyboard('{PageDown}');
    const afterPage = focusedIndex();
    expect(afterPage).toBeGreaterThan(2);
    expect(afterPage % 3).toBe(2);

    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(focusedIndex()).toBe(9_999));
    expect(document.activeElement).toHaveAccessibleName(/^photo-9999\.svg/);
    expect(document.activeElement!.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '3334');
    expect(cells().length).toBeLessThan(60);
    // The focused tile is on screen, inside the scrolling grid.
    const grid = screen.getByRole('grid').getBoundingClientRect();
    const tile = document.activeElement!.getBoundingClientRect();
    expect(tile.top).toBeGreaterThanOrEqual(grid.top - 1);
    expect(tile.bottom).toBeLessThanOrEqual(grid.bottom + 1);

    await userEvent.keyboard('{ArrowUp}');
    expect(focusedIndex()).toBe(9_996);
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() => expect(focusedIndex()).toBe(0));
  });

  it('sits the first and last rows as far from the frame as the tiles from its sides, scrolled there by keyboard too', async () => {
    renderGallery({ items: makeItems(30) });
    const grid = screen.getByRole('grid', { name: 'Your media' });
    const edges = () => {
      const frame = grid.getBoundingClientRect();
      const border = parseFloat(getComputedStyle(grid).borderTopWidth);
      const shown = cells().map((c) => c.getBoundingClientRect());
      return {
        side: Math.min(...shown.map((t) => t.left)) - frame.left - border,
        top: Math.min(...shown.map((t) => t.top)) - frame.top - border,
        bottom: frame.bottom - border - Math.max(...shown.filter((t) => t.bottom <= frame.bottom).map((t) => t.bottom)),
      };
    };
    await waitFor(() => expect(cells().length).toBeGreaterThan(0));
    const { side, top } = edges();
    expect(side).toBeGreaterThan(0);
    expect(top).toBeCloseTo(side, 0);

    await userEvent.click(cell('photo-0.svg'));
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^photo-29\.svg/));
    await waitFor(() => expect(edges().bottom).toBeCloseTo(side, 0));
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() => expect(edges().top).toBeCloseTo(side, 0));
  });

  it('keeps the focused item mounted while the grid is scrolled far away, so Tab comes back to it', async () => {
    // A control before the grid, as a page has: Shift+Tab stays in this document. Leaving the
    // test's iframe instead hands the next Tab to whatever frame the runner's page holds next.
    render(<button type="button">Before</button>);
    renderGallery({ items: makeItems(10_000) });
    await userEvent.click(cell('photo-0.svg'));
    await userEvent.keyboard('{ArrowRight}');
    const grid = screen.getByRole('grid');
    grid.scrollTop = 300_000;
    grid.dispatchEvent(new Event('scroll'));
    const rowIndexes = () => screen.getAllByRole('row').map((row) => Number(row.getAttribute('aria-rowindex')));
    await waitFor(() => expect(Math.max(...rowIndexes())).toBeGreaterThan(1000));
    // The far rows, plus the one that holds focus.
    expect(rowIndexes()[0]).toBe(1);
    expect(document.activeElement).toHaveAccessibleName(/^photo-1\.svg/);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toHaveAccessibleName('Before');
    await userEvent.tab();
    expect(document.activeElement).toHaveAccessibleName(/^photo-1\.svg/);
    expect(cells().length).toBeLessThan(60);
  });

  it('measures its rows again when the container narrows or the columns change, so rows meet without overlapping', async () => {
    const rowsMeet = () => {
      const boxes = screen.getAllByRole('row').map((row) => row.getBoundingClientRect());
      expect(boxes.length).toBeGreaterThan(2);
      boxes.slice(1).forEach((box, index) => expect(Math.abs(box.top - boxes[index]!.bottom)).toBeLessThan(1));
    };
    const tree = (columns: 3 | 4) => (
      <SocialKitProvider baseUrl="/api/social">
        <MediaGallery items={makeItems(60)} columns={columns} />
      </SocialKitProvider>
    );
    const { container, rerender } = render(<div style={{ width: '40rem' }}>{tree(3)}</div>);
    await waitFor(rowsMeet);
    const before = screen.getAllByRole('row')[0]!.getBoundingClientRect().height;
    (container.firstElementChild as HTMLElement).style.width = '24rem';
    await waitFor(() => expect(screen.getAllByRole('row')[0]!.getBoundingClientRect().height).toBeLessThan(before - 20));
    await waitFor(rowsMeet);
    const narrow = screen.getAllByRole('row')[0]!.getBoundingClientRect().height;
    // Shorter rows: the height measured for three columns no longer holds.
    rerender(<div style={{ width: '24rem' }}>{tree(4)}</div>);
    await waitFor(() => expect(screen.getAllByRole('row')[0]!.getBoundingClientRect().height).toBeLessThan(narrow - 20));
    await waitFor(rowsMeet);
  });

  it('spaces rows by the tallest, so a row with more lines never covers the next', async () => {
    // Rows alternate: three tiles without a status line, then three with one.
    const items = makeItems(60).map((item, index) => (Math.floor(index / 3) % 2 ? item : { ...item, status: undefined }));
    renderGallery({ items });
    await waitFor(() => {
      const boxes = screen.getAllByRole('row').map((row) => row.getBoundingClientRect());
      expect(boxes.length).toBeGreaterThan(2);
      expect(boxes[1]!.height).toBeGreaterThan(boxes[0]!.height);
      boxes.slice(1).forEach((box, index) => expect(box.top).toBeGreaterThanOrEqual(boxes[index]!.bottom - 0.5));
    });
  });

  it('chooses several items by click, Space, Shift+Arrow and Ctrl+A when uncontrolled', async () => {
    const onValueChange = vi.fn();
    renderGallery({ items: makeItems(9), selectionMode: 'multiple', defaultValue: ['med_8'], onValueChange });
    expect(screen.getByRole('grid')).toHaveAttribute('aria-multiselectable', 'true');
    expect(cell('photo-8.svg')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(cell('photo-0.svg'));
    expect(onValueChange).toHaveBeenLastCalledWith(['med_8', 'med_0']);
    await userEvent.keyboard('{ArrowRight}{ }');
    expect(onValueChange).toHaveBeenLastCalledWith(['med_8', 'med_0', 'med_1']);
    await userEvent.keyboard('{ }');
    expect(cell('photo-1.svg')).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(cells().filter((c) => c.getAttribute('aria-selected') === 'true').map((c) => c.dataset.index)).toEqual(['0', '1', '2', '3', '4', '8']);
    await userEvent.keyboard('{Control>}a{/Control}');
    expect(cells().every((c) => c.getAttribute('aria-selected') === 'true')).toBe(true);
  });

  it('chooses one item when controlled, and only proposes changes', async () => {
    const onValueChange = vi.fn();
    renderGallery({ items: makeItems(6), selectionMode: 'single', value: ['med_2'], onValueChange });
    expect(screen.getByRole('grid')).not.toHaveAttribute('aria-multiselectable');
    await userEvent.click(cell('photo-4.svg'));
    expect(onValueChange).toHaveBeenLastCalledWith(['med_4']);
    // The parent kept its value.
    expect(cell('photo-2.svg')).toHaveAttribute('aria-selected', 'true');
    expect(cell('photo-4.svg')).toHaveAttribute('aria-selected', 'false');
  });

  it('proposes the same choice again when a parent holding value={[]} refused it: a refused choice never sticks', async () => {
    const onValueChange = vi.fn();
    renderGallery({ items: makeItems(6), selectionMode: 'multiple', value: [], onValueChange });
    await userEvent.click(cell('photo-1.svg'));
    await userEvent.click(cell('photo-1.svg'));
    expect(onValueChange.mock.calls).toEqual([[['med_1']], [['med_1']]]);
    expect(cell('photo-1.svg')).toHaveAttribute('aria-selected', 'false');
  });

  it('round-trips a single choice through a parent, Enter choosing and choosing again clearing', async () => {
    function Parent() {
      const [value, setValue] = useState<string[]>([]);
      return (
        <>
          <MediaGallery items={makeItems(4)} selectionMode="single" value={value} onValueChange={setValue} />
          <output>{value.join(',') || 'none'}</output>
        </>
      );
    }
    render(
      <SocialKitProvider baseUrl="/api/social">
        <Parent />
      </SocialKitProvider>,
    );
    await userEvent.click(cell('photo-1.svg'));
    expect(screen.getByRole('status')).toHaveTextContent('med_1');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('med_2');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });

  it('removes with Delete or the remove button, focus staying at the same place', async () => {
    function Parent() {
      const [items, setItems] = useState(makeItems(5));
      return <MediaGallery items={items} onRemove={(id) => setItems((all) => all.filter((item) => item.id !== id))} />;
    }
    render(
      <SocialKitProvider baseUrl="/api/social">
        <Parent />
      </SocialKitProvider>,
    );
    await userEvent.click(cell('photo-1.svg'));
    await userEvent.keyboard('{Delete}');
    expect(screen.queryByRole('gridcell', { name: /^photo-1\.svg/ })).toBeNull();
    expect(document.activeElement).toHaveAccessibleName(/^photo-2\.svg/);
    // Tab from the item reaches its own remove button, and only that one.
    await userEvent.tab();
    expect(document.activeElement).toHaveAccessibleName('Remove photo-2.svg');
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('gridcell', { name: /^photo-2\.svg/ })).toBeNull();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^photo-3\.svg/));
    await userEvent.keyboard('{End}{Backspace}{Backspace}{Backspace}');
    await waitFor(() => expect(screen.queryAllByRole("gridcell")).toHaveLength(0));
    expect(screen.getByText('No media yet.')).toBeVisible();
  });

  it('moves focus to the empty state when the keyboard removes the last item, not to the page', async () => {
    function Parent() {
      const [items, setItems] = useState(makeItems(1));
      return (
        <>
          <button type="button">Before</button>
          <MediaGallery items={items} onRemove={(id) => setItems((all) => all.filter((item) => item.id !== id))} />
        </>
      );
    }
    render(
      <SocialKitProvider baseUrl="/api/social">
        <Parent />
      </SocialKitProvider>,
    );
    await userEvent.click(cell('photo-0.svg'));
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(screen.queryByRole('gridcell')).toBeNull());
    // The empty state (its icon, its sentence and any action), which reads its sentence.
    const empty = screen.getByText('No media yet.').closest('[data-part="empty"]');
    expect(empty).toHaveFocus();
    // Reachable by script only: Tab order is the page's, as before.
    expect(empty).toHaveAttribute('tabindex', '-1');
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  });

  it('keeps the keyboard’s place when the focused item is taken away by the app, not by the gallery', async () => {
    let setItems!: (items: MediaGalleryItem[]) => void;
    function Parent() {
      const [items, set] = useState(makeItems(5));
      setItems = set;
      return <MediaGallery items={items} />;
    }
    render(
      <SocialKitProvider baseUrl="/api/social">
        <Parent />
      </SocialKitProvider>,
    );
    await userEvent.click(cell('photo-1.svg'));
    expect(document.activeElement).toHaveAccessibleName(/^photo-1\.svg/);
    // A refresh from the server, say: the item with focus is gone, and the browser would drop focus to the body.
    act(() => setItems(makeItems(5).filter((item) => item.id !== 'med_1')));
    expect(screen.queryByRole('gridcell', { name: /^photo-1\.svg/ })).toBeNull();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^photo-2\.svg/));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName(/^photo-3\.svg/);
  });

  it('offers Delete only where it shows a remove button: a record without onRemove keeps its place and its selection', async () => {
    const onValueChange = vi.fn();
    const { upload } = renderWithUpload({ items: makeItems(3), selectionMode: 'multiple', defaultValue: ['med_2'], onValueChange }, { autoStart: false });
    await act(() => upload().add([clip()]));
    await waitFor(() => expect(cells()).toHaveLength(4));
    expect(within(cell('photo-2.svg')).queryByRole('button')).toBeNull();
    expect(within(cell('clip.mp4')).getByRole('button', { name: 'Remove clip.mp4' })).toBeInTheDocument();
    cell('photo-2.svg').focus();
    await userEvent.keyboard('{Delete}{Backspace}');
    expect(onValueChange).not.toHaveBeenCalled();
    expect(cell('photo-2.svg')).toHaveAttribute('aria-selected', 'true');
    expect(cell('photo-2.svg')).toHaveFocus();
    expect(cells()).toHaveLength(4);
    // The upload's own tile has a remove button, so the key removes it from the uploader.
    await userEvent.keyboard('{ArrowRight}{Delete}');
    await waitFor(() => expect(cells()).toHaveLength(3));
    expect(upload().itemIds).toEqual([]);
    expect(document.activeElement).toHaveAccessibleName(/^photo-2\.svg/);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('keeps the remove button of an upload that cannot be chosen yet available', async () => {
    const { upload } = renderWithUpload({ items: makeItems(1), selectionMode: 'multiple' }, { autoStart: false });
    await act(() => upload().add([clip()]));
    await waitFor(() => expect(cell('clip.mp4')).toHaveAttribute('aria-disabled', 'true'));
    // The cell's aria-disabled would reach its descendants: Playwright, like assistive technology,
    // refuses a click on a button it holds disabled.
    await userEvent.click(within(cell('clip.mp4')).getByRole('button', { name: 'Remove clip.mp4' }));
    await waitFor(() => expect(cells()).toHaveLength(1));
    expect(upload().itemIds).toEqual([]);
  });

  it('chooses an upload only once the service confirmed it, by its media id, and removes it from the uploader only', async () => {
    const onValueChange = vi.fn();
    const onRemove = vi.fn();
    const { upload } = renderWithUpload({ items: makeItems(1), selectionMode: 'multiple', onValueChange, onRemove }, { autoStart: false });
    await act(() => upload().add([cat()]));
    await waitFor(() => expect(cells()).toHaveLength(2));
    // Queued: no media id yet, nothing the app could post. Reachable, not choosable.
    expect(cell('cat.png')).toHaveAttribute('aria-disabled', 'true');
    expect(cell('cat.png')).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(cell('photo-0.svg'));
    expect(onValueChange).toHaveBeenLastCalledWith(['med_0']);
    await userEvent.keyboard('{ArrowRight}');
    expect(cell('cat.png')).toHaveFocus();
    await userEvent.keyboard('{ }{Enter}{Shift>}{ArrowLeft}{ArrowRight}{/Shift}');
    // Playwright waits for an aria-disabled element to be enabled; a user's click does not.
    await userEvent.click(cell('cat.png'), { force: true });
    await userEvent.keyboard('{Control>}a{/Control}');
    expect(onValueChange.mock.calls.every(([value]) => value.every((id: string) => id === 'med_0'))).toBe(true);
    expect(cell('cat.png')).toHaveAttribute('aria-selected', 'false');

    act(() => upload().start());
    await waitFor(() => expect(cell('cat.png')).toHaveAttribute('data-state', 'done'), TRANSFER);
    const item = upload().store.getItems()[0]!;
    const mediaId = item.status === 'done' ? item.mediaId : 'not done';
    expect(mediaId).not.toBe(item.id);
    expect(cell('cat.png')).not.toHaveAttribute('aria-disabled');
    await userEvent.click(cell('photo-0.svg'));
    await userEvent.click(cell('cat.png'));
    expect(onValueChange).toHaveBeenLastCalledWith([mediaId]);
    expect(cell('cat.png')).toHaveAttribute('aria-selected', 'true');

    // The app's onRemove deletes records; an upload's tile only leaves the uploader.
    onValueChange.mockClear();
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(cells()).toHaveLength(1));
    expect(upload().itemIds).toEqual([]);
    expect(onRemove).not.toHaveBeenCalled();
    expect(onValueChange.mock.calls).toEqual([[[]]]);
    expect(cell('photo-0.svg')).toHaveFocus();
  });

  it('hands the chosen tiles over as a post’s media: the uploader’s order, alt text and cover, told as each moves', async () => {
    const onMediaChange = vi.fn();
    const { upload } = renderWithUpload({ items: makeItems(1), selectionMode: 'multiple', onMediaChange });
    await act(() => upload().add([cat(), new File(['dog'], 'dog.png', { type: 'image/png' }), new File(['owl'], 'owl.png', { type: 'image/png' })]));
    for (const name of ['cat.png', 'dog.png', 'owl.png']) await waitFor(() => expect(cell(name)).toHaveAttribute('data-state', 'done'), TRANSFER);
    const [catItem, dogItem, owlItem] = upload().store.getItems();
    const [catId, dogId] = [catItem, dogItem].map((item) => (item?.status === 'done' ? item.mediaId : 'not done'));
    expect(onMediaChange).not.toHaveBeenCalled();

    // Chosen out of order: the post takes the gallery's.
    await userEvent.click(cell('dog.png'));
    await userEvent.click(cell('photo-0.svg'));
    await userEvent.click(cell('cat.png'));
    expect(onMediaChange).toHaveBeenLastCalledWith([{ id: 'med_0' }, { id: catId }, { id: dogId }]);
    expect(onMediaChange).toHaveBeenCalledTimes(3);

    onMediaChange.mockClear();
    act(() => upload().setAlt(catItem!.id, 'A cat on a mat'));
    act(() => upload().move(dogItem!.id, 0));
    await waitFor(() => expect(onMediaChange).toHaveBeenCalledTimes(2));
    expect(onMediaChange.mock.calls).toEqual([
      [[{ id: 'med_0' }, { id: catId, alt: 'A cat on a mat' }, { id: dogId }]],
      [[{ id: 'med_0' }, { id: dogId }, { id: catId, alt: 'A cat on a mat' }]],
    ]);
    // A change to a file nobody chose, or one that leaves the post's media as it was, is not news.
    await userEvent.click(cell('photo-0.svg'));
    act(() => upload().setAlt(catItem!.id, 'A cat on a mat '));
    act(() => upload().setAlt(owlItem!.id, 'An owl at dusk'));
    act(() => upload().setCover(owlItem!.id, { timeMs: 1000 }));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(onMediaChange.mock.calls.slice(2)).toEqual([[[{ id: dogId }, { id: catId, alt: 'A cat on a mat' }]]]);
    // A chosen video's cover is news like its alt text.
    act(() => upload().setCover(dogItem!.id, { timeMs: 1500 }));
    await waitFor(() => expect(onMediaChange).toHaveBeenLastCalledWith([{ id: dogId, cover: { timeMs: 1500 } }, { id: catId, alt: 'A cat on a mat' }]));
  });

  it('takes a file the uploader drops out of the selection, and says so once under StrictMode', async () => {
    const onValueChange = vi.fn();
    const { upload } = renderWithUpload({ items: makeItems(2), selectionMode: 'multiple', defaultValue: ['med_1'], onValueChange }, {}, { strict: true });
    await act(() => upload().add([cat()]));
    await waitFor(() => expect(cell('cat.png')).toHaveAttribute('data-state', 'done'), TRANSFER);
    const item = upload().store.getItems()[0]!;
    await userEvent.click(cell('cat.png'));
    expect(onValueChange).toHaveBeenLastCalledWith(['med_1', item.mediaId]);
    onValueChange.mockClear();
    // MediaUploader's Remove, say: the gallery never saw it go, but the selection follows.
    act(() => upload().remove(item.id));
    await waitFor(() => expect(cells()).toHaveLength(2));
    expect(onValueChange.mock.calls).toEqual([[['med_1']]]);
    expect(cell('photo-1.svg')).toHaveAttribute('aria-selected', 'true');
  });

  it('shows one tile for a confirmed upload the app also lists; removing it reaches the app and leaves the uploader', async () => {
    const onValueChange = vi.fn();
    const onRemove = vi.fn();
    let upload!: UseUploadResult;
    const service = createSimulatedService({ baseUrl: '/api/social' });
    const put = servicePut(service);
    function App() {
      const [items, setItems] = useState<MediaGallerySource[]>(makeItems(1));
      // docs/uploading.md's wiring: each confirmed upload joins the app's own list.
      upload = useUpload({ put, onUploaded: (media) => setItems((all) => [...all, media]) });
      return (
        <MediaGallery
          items={items}
          upload={upload}
          selectionMode="multiple"
          onValueChange={onValueChange}
          onRemove={(id) => {
            onRemove(id);
            setItems((all) => all.filter((other) => other.id !== id));
          }}
        />
      );
    }
    render(
      <SocialKitProvider baseUrl="/api/social" fetch={serviceFetch(service)} retry={0} queryClient={makeQueryClient()}>
        <App />
      </SocialKitProvider>,
    );
    await act(() => upload.add([cat()]));
    await waitFor(() => expect(upload.store.getItems()[0]?.status).toBe('done'), TRANSFER);
    await waitFor(() => expect(cells()).toHaveLength(2));
    expect(screen.getAllByRole('gridcell', { name: /^cat\.png/ })).toHaveLength(1);
    const item = upload.store.getItems()[0]!;
    await userEvent.click(cell('cat.png'));
    expect(onValueChange).toHaveBeenLastCalledWith([item.mediaId]);
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(cells()).toHaveLength(1));
    expect(onRemove.mock.calls).toEqual([[item.mediaId]]);
    expect(upload.itemIds).toEqual([]);
    expect(onValueChange).toHaveBeenLastCalledWith([]);
    expect(cell('photo-0.svg')).toHaveFocus();
  });

  it('shows the service records by filename, and a placeholder where an image cannot load', async () => {
    const records: MediaRecord[] = [
      { id: 'med_a', filename: 'broken.png', url: 'data:image/png;base64,AAAA', contentType: 'image/png', status: 'active' },
      { id: 'med_b', filename: 'clip.mp4', url: undefined, contentType: 'video/mp4' },
    ];
    const { container } = renderGallery({ items: records });
    expect(cell('broken.png')).toHaveTextContent('Ready');
    await waitFor(() => expect(container.querySelector('[data-part="thumbnail"]')).toHaveAttribute('data-state', 'placeholder'));
    expect(cell('clip.mp4').querySelector('[data-part="thumbnail"]')).toHaveAttribute('data-kind', 'video');
    expect(container.querySelector('img[src^="data:image/png"]')).toBeNull();
  });

  it.each([2, 4] as const)('lays out %i columns', (columns) => {
    renderGallery({ items: makeItems(8), columns });
    expect(screen.getByRole('grid')).toHaveAttribute('aria-colcount', String(columns));
    const [first, second] = screen.getAllByRole('row');
    expect(within(first!).getAllByRole('gridcell')).toHaveLength(columns);
    expect(second).toHaveAttribute('aria-rowindex', '2');
    const tops = within(first!).getAllByRole('gridcell').map((c) => Math.round(c.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
  });

  it('falls back to 3 columns with a warning that names the prop', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderGallery({ items: makeItems(7), columns: 5 as never });
    expect(screen.getByRole('grid')).toHaveAttribute('aria-colcount', '3');
    expect(warn).toHaveBeenCalledWith('MediaGallery: columns must be 2, 3 or 4; got 5');
  });

  it('hydrates the server’s first rows without a mismatch', async () => {
    const error = vi.spyOn(console, 'error');
    const tree = (
      <SocialKitProvider baseUrl="/api/social">
        <MediaGallery items={makeItems(10_000)} selectionMode="multiple" defaultValue={['med_1']} />
      </SocialKitProvider>
    );
    const host = document.createElement('div');
    host.style.width = '40rem';
    host.innerHTML = renderToString(tree);
    document.body.append(host);
    const root = await act(() => Promise.resolve(hydrateRoot(host, tree)));
    expect(error).not.toHaveBeenCalled();
    expect(within(host).getByRole('gridcell', { name: /^photo-1\.svg/ })).toHaveAttribute('aria-selected', 'true');
    act(() => root.unmount());
    host.remove();
  });

  describe.each(['light', 'dark'] as const)('axe, %s', (theme) => {
    it('has no violations browsing, choosing several, and empty', async () => {
      const browsing = renderGallery({ items: makeItems(30), onRemove: () => {} }, theme);
      await expectNoViolations(browsing.container);
      browsing.unmount();
      const choosing = renderGallery({ items: makeItems(30), selectionMode: 'multiple', defaultValue: ['med_0', 'med_4'], onRemove: () => {} }, theme);
      await userEvent.click(cell('photo-1.svg'));
      await expectNoViolations(choosing.container);
      choosing.unmount();
      const single = renderGallery({ items: makeItems(3), selectionMode: 'single', defaultValue: ['med_1'], columns: 2 }, theme);
      await expectNoViolations(single.container);
      single.unmount();
      const uploading = renderGallery({ items: makeItems(2), upload: pendingUpload(), selectionMode: 'multiple', defaultValue: ['med_1'] }, theme);
      expect(cell('clip.mp4')).toHaveAttribute('aria-disabled', 'true');
      await expectNoViolations(uploading.container);
      uploading.unmount();
      const empty = renderGallery({ items: [] }, theme);
      expect(screen.getByText('No media yet.')).toBeVisible();
      await expectNoViolations(empty.container);
    });
  });
});
