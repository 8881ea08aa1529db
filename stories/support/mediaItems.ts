import type { MediaGalleryItem } from '../../src/index.js';

/** A small picture per item, as a data URL: no network, a different colour and number each. */
function swatch(index: number) {
  const hue = (index * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="hsl(${hue} 55% 42%)"/><text x="60" y="72" font-family="sans-serif" font-size="32" fill="white" text-anchor="middle">${index + 1}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** `count` media items; every seventh a video without a poster (a placeholder frame here). */
export function mediaItems(count: number): MediaGalleryItem[] {
  return Array.from({ length: count }, (_, index) =>
    index % 7 === 6
      ? { id: `med_${index + 1}`, name: `clip-${index + 1}.mp4`, contentType: 'video/mp4', status: 'active' }
      : { id: `med_${index + 1}`, name: `photo-${index + 1}.svg`, contentType: 'image/svg+xml', url: swatch(index), status: 'active' },
  );
}
