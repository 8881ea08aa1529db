import '../src/styles/tokens.css';
import '../src/styles/media-gallery.css';
import { QueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { MediaGallery, type MediaGalleryItem } from '../src/components/MediaGallery/index.js';
import { SocialKitProvider } from '../src/hooks/SocialKitProvider.js';
import { nextPaint } from './support/frames.js';
import { atMost, fixed, median, medianOf, printFigures } from './support/report.js';

// MediaGallery with 10,000 items, in a desktop-sized page with the library's stylesheet: the time
// to mount (render and commit, synchronously) and to the first painted frame, and what is in the
// DOM then and after scrolling to the middle. 20 items mounted the same way show what a small
// gallery costs. One warm-up mount of each, then rounds that alternate the two.
const LARGE = 10_000;
const SMALL = 20;
const ROUNDS = 7;

// One small image for every tile: decoding costs something, as real thumbnails do, and nothing
// goes over the network.
const THUMBNAIL = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#6b8fb5"/></svg>')}`;

const galleryItems = (count: number): MediaGalleryItem[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `med_${index}`,
    name: `photo-${index}.jpg`,
    contentType: 'image/jpeg',
    thumbnailUrl: THUMBNAIL,
    status: 'active',
  }));

const TILE = '[data-scope="media-gallery"][data-part="item"]';

async function mountOnce(count: number) {
  const items = galleryItems(count);
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  try {
    const start = performance.now();
    flushSync(() =>
      root.render(
        <SocialKitProvider baseUrl="/api/social" queryClient={new QueryClient()}>
          <MediaGallery items={items} selectionMode="multiple" aria-label="Media" />
        </SocialKitProvider>,
      ),
    );
    const mounted = performance.now() - start;
    await nextPaint();
    const painted = performance.now() - start;
    // Let the virtualizer measure its rows and settle before counting.
    await nextPaint();
    const gallery = container.firstElementChild!;
    const nodes = gallery.getElementsByTagName('*').length + 1;
    const tiles = gallery.querySelectorAll(TILE).length;

    const grid = gallery.querySelector<HTMLElement>('[data-part="grid"]')!;
    grid.scrollTop = grid.scrollHeight / 2;
    await nextPaint();
    await nextPaint();
    const scrolled = [...gallery.querySelectorAll<HTMLElement>(TILE)];
    // The middle is really rendered (the first row stays too: it holds the tab stop).
    const shown = scrolled.map((tile) => Number(tile.dataset.index));
    if (count > 100) expect(shown.some((index) => Math.abs(index - count / 2) < 100)).toBe(true);
    expect(tiles).toBeGreaterThan(0);
    return { mounted, painted, nodes, tiles, tilesScrolled: scrolled.length, nodesScrolled: gallery.getElementsByTagName('*').length + 1 };
  } finally {
    root.unmount();
    container.remove();
  }
}

it(`mounts MediaGallery with ${LARGE.toLocaleString('en-US')} items`, async () => {
  await page.viewport(1280, 800);
  await mountOnce(LARGE);
  await mountOnce(SMALL);
  const large = [];
  const small = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    if (round % 2) small.push(await mountOnce(SMALL));
    large.push(await mountOnce(LARGE));
    if (!(round % 2)) small.push(await mountOnce(SMALL));
  }

  const mostTiles = Math.max(...large.flatMap(({ tiles, tilesScrolled }) => [tiles, tilesScrolled]));
  printFigures(
    `MediaGallery: ${LARGE.toLocaleString('en-US')} items, 3 columns, 1280×800 page`,
    [`${ROUNDS} mounts after a warm-up; median (min–max); mount = render + commit (flushSync), paint = to the first frame after`],
    [
      { name: `mount, ${LARGE.toLocaleString('en-US')} items`, value: medianOf(large.map(({ mounted }) => mounted), 1, ' ms') },
      { name: `mount to first paint, ${LARGE.toLocaleString('en-US')} items`, value: medianOf(large.map(({ painted }) => painted), 1, ' ms') },
      { name: `mount, ${SMALL} items (for comparison)`, value: medianOf(small.map(({ mounted }) => mounted), 1, ' ms') },
      { name: `mount to first paint, ${SMALL} items`, value: medianOf(small.map(({ painted }) => painted), 1, ' ms') },
      { name: 'DOM elements in the gallery', value: medianOf(large.map(({ nodes }) => nodes)) },
      { name: 'DOM elements, scrolled to the middle', value: medianOf(large.map(({ nodesScrolled }) => nodesScrolled)) },
      { name: 'tiles in the DOM', value: medianOf(large.map(({ tiles }) => tiles)) },
      { name: 'tiles in the DOM, scrolled to the middle', value: medianOf(large.map(({ tilesScrolled }) => tilesScrolled)) },
      { name: 'tiles in the DOM, most at any point', value: fixed(mostTiles), target: atMost(mostTiles, 300, '300') },
      { name: 'mount time, 10,000 / 20 items', value: fixed(median(large.map(({ mounted }) => mounted)) / median(small.map(({ mounted }) => mounted)), 2) },
    ],
  );
});
