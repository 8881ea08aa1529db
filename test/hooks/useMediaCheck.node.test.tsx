import { renderToString } from 'react-dom/server';
import { MEDIA_RULES, SocialKitProvider, checkMedia, useMediaCheck } from '../../src/index.js';

function Verdicts({ files }: { files: File[] }) {
  const { result, isReading } = useMediaCheck({ files, networks: ['bluesky'] });
  return <p data-reading={isReading}>{result.post.bluesky!.status}</p>;
}

describe('media checks on the server', () => {
  it('renders pending verdicts without reading a file or touching the DOM', () => {
    const html = renderToString(
      <SocialKitProvider baseUrl="https://app.example/api/social">
        <Verdicts files={[new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' })]} />
      </SocialKitProvider>,
    );
    expect(html).toBe('<p data-reading="true">pending</p>');
    expect(typeof document).toBe('undefined');
  });

  it('checks stored media facts with the rules table, as a Server Component can', () => {
    const result = checkMedia([{ name: 'a.jpg', type: 'image/jpeg', size: 3_000_000, status: 'read', width: 1200, height: 1500 }], ['bluesky', 'instagram']);
    expect([result.post.bluesky!.status, result.post.instagram!.status]).toEqual(['fixable', 'ok']);
    expect(Object.keys(MEDIA_RULES)).toContain('tiktok');
  });
});
