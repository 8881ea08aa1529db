import { renderToString } from 'react-dom/server';
import { MediaUploader, SocialKitProvider } from '../../src/index.js';

describe('MediaUploader on the server', () => {
  it('renders the drop zone, its Browse button and its limits without window', () => {
    const html = renderToString(
      <SocialKitProvider baseUrl="https://app.example/api/social" fetch={vi.fn()}>
        <MediaUploader accept={['image/*', 'video/mp4', '.heic']} maxSize={20 * 1024 * 1024} warnBeforeUnload />
      </SocialKitProvider>,
    );
    expect(typeof window).toBe('undefined');
    expect(html).toContain('data-scope="media-uploader"');
    expect(html).toMatch(/<button[^>]*data-part="browse"[^>]*>Browse files<\/button>/);
    expect(html).toContain('Accepted: images, MP4, and HEIC. Up to 20 MB each.');
    expect(html).toContain('accept="image/*,video/mp4,.heic"');
    expect(html).toContain('aria-live="polite"');
  });
});
