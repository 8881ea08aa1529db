import { act, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { userEvent } from 'vitest/browser';
import { MediaGallery, SocialKitProvider, type MediaGalleryItem, type MediaGalleryProps, type MediaRecord } from '../../src/index.js';
import { expectNoViolations } from '../support/axe.js';
import '../../src/styles/tokens.css';
import '../../src/styles/media-gallery.css';

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

  it('keeps the focused item mounted while the grid is scrolled far away, so Tab comes back to it', async () => {
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
      const empty = renderGallery({ items: [] }, theme);
      expect(screen.getByText('No media yet.')).toBeVisible();
      await expectNoViolations(empty.container);
    });
  });
});
