import { renderToString } from 'react-dom/server';
import { MediaGallery, SocialKitProvider } from '../../src/index.js';

describe('MediaGallery on the server', () => {
  it('renders the first rows of a large set without window, with the full size for assistive technology', () => {
    const items = Array.from({ length: 10_000 }, (_, index) => ({ id: `med_${index}`, name: `photo-${index}.jpg`, url: `https://cdn.example/${index}.jpg` }));
    const html = renderToString(
      <SocialKitProvider baseUrl="https://app.example/api/social" fetch={vi.fn()}>
        <MediaGallery items={items} selectionMode="multiple" defaultValue={['med_1']} />
      </SocialKitProvider>,
    );
    expect(typeof window).toBe('undefined');
    expect(html).toContain('data-scope="media-gallery"');
    expect(html).toContain('aria-rowcount="3334"');
    expect(html).toContain('photo-0.jpg');
    expect(html).not.toContain('photo-9999.jpg');
    expect(html.match(/role="gridcell"/g)!.length).toBeLessThan(60);
    expect(html).toMatch(/aria-selected="true"[^>]*data-index="1"/);
  });

  it('renders the empty state', () => {
    const html = renderToString(
      <SocialKitProvider baseUrl="https://app.example/api/social" fetch={vi.fn()}>
        <MediaGallery items={[]} />
      </SocialKitProvider>,
    );
    expect(html).toContain('No media yet.');
    // Focusable by script (the last item removed), never a Tab stop.
    // The empty state holds its icon and its sentence.
    expect(html).toMatch(/<div[^>]*data-part="empty"[^>]*tabindex="-1"[^>]*data-empty-state=""[^>]*><svg[^>]*>.*<\/svg><p[^>]*>No media yet\.<\/p><\/div>/);
  });

  it('renders tiles checked against networks without a badge: the checker loads in the browser, after hydration', () => {
    const items = [{ id: 'med_tall', name: 'tall.jpg', contentType: 'image/jpeg', size: 900_000, width: 1080, height: 1920 }];
    const html = renderToString(
      <SocialKitProvider baseUrl="https://app.example/api/social" fetch={vi.fn()}>
        <MediaGallery items={items} networks={['instagram']} />
      </SocialKitProvider>,
    );
    expect(html).toContain('tall.jpg');
    expect(html).not.toContain('data-refused');
    expect(html).not.toContain('aria-describedby');
  });
});
