import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { bench, describe } from 'vitest';
import { MediaGallery, SocialKitProvider, type MediaGalleryItem } from '../src/index.js';
import '../src/styles/tokens.css';
import '../src/styles/media-gallery.css';

// Mounting MediaGallery with 10,000 items (and unmounting it) against 100, in Chromium, and the
// DOM it leaves once the rows are measured. Run:
//   npx vitest bench --run --project chromium bench/media-gallery.bench.tsx

const items: MediaGalleryItem[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: `med_${index}`,
  name: `photo-${index}.jpg`,
  contentType: 'image/jpeg',
  status: 'active',
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function render(count: number) {
  const host = document.createElement('div');
  host.style.width = '40rem';
  document.body.append(host);
  const root = createRoot(host);
  act(() =>
    root.render(
      <SocialKitProvider baseUrl="/api/social" fetch={() => Promise.reject(new Error('no network in the bench'))}>
        <MediaGallery items={items.slice(0, count)} selectionMode="multiple" />
      </SocialKitProvider>,
    ),
  );
  return {
    dom: () => ({ tiles: host.querySelectorAll('[role="gridcell"]').length, elements: host.querySelectorAll('*').length }),
    unmount: () => {
      act(() => root.unmount());
      host.remove();
    },
  };
}

// The DOM a few frames after mount, once the virtualizer has measured the viewport and a row.
for (const count of [100, 10_000]) {
  const view = render(count);
  for (let frame = 0; frame < 4; frame++) await act(() => new Promise(requestAnimationFrame));
  const { tiles, elements } = view.dom();
  view.unmount();
  console.log(`MediaGallery with ${count} items: ${tiles} tiles, ${elements} elements in the DOM`);
}

describe('MediaGallery mount and unmount', () => {
  bench('100 items', () => render(100).unmount());
  bench('10,000 items', () => render(10_000).unmount());
});
