import { renderToString } from 'react-dom/server';
import { SocialKitProvider, useUpload, useUploadTotals } from '../../src/index.js';

function Uploader() {
  const upload = useUpload({ accept: 'image/*' });
  const totals = useUploadTotals(upload.store);
  return (
    <p data-uploading={upload.isUploading} data-offline={upload.isOffline}>
      {upload.itemIds.length}/{totals.progress}
    </p>
  );
}

describe('useUpload on the server', () => {
  it('renders an empty list without touching window, XMLHttpRequest or the network', () => {
    const fetch = vi.fn();
    const html = renderToString(
      <SocialKitProvider baseUrl="https://app.example/api/social" fetch={fetch}>
        <Uploader />
      </SocialKitProvider>,
    );
    expect(html).toBe('<p data-uploading="false" data-offline="false">0<!-- -->/<!-- -->0</p>');
    expect(fetch).not.toHaveBeenCalled();
    expect(typeof window).toBe('undefined');
    expect(typeof XMLHttpRequest).toBe('undefined');
  });
});
