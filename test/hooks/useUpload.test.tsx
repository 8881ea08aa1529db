import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { SocialKitProvider } from '../../src/hooks/SocialKitProvider.js';
import { useUpload, useUploadItem, useUploadTotals, type UseUploadOptions, type UseUploadResult } from '../../src/hooks/useUpload.js';
import type { UploadStore } from '../../src/upload/storeApi.js';
import { BASE_URL, expectRenderToThrow, makeQueryClient } from '../support/render.js';
import { requestsFor, useService } from '../support/service.js';
import { createTestPut } from '../upload/support.js';

// The hook in jsdom, over the simulated service. jsdom's XMLHttpRequest loses a File body on
// its way through msw (the confirm's size check catches it), so the PUT goes through fetch here;
// the XHR PUT is tested in Chromium.

const renders = { list: 0 };
const countRender = () => (renders.list += 1);

function Row({ store, id }: { store: UploadStore; id: string }) {
  const item = useUploadItem(store, id);
  return (
    <li data-state={item?.status} data-progress={item?.progress}>
      {item?.name}
    </li>
  );
}

function Totals({ store }: { store: UploadStore }) {
  const totals = useUploadTotals(store);
  return <p data-testid="totals">{totals.counts.done}</p>;
}

let result: UseUploadResult;
const keep = (upload: UseUploadResult) => {
  result = upload;
};
function Uploader(options: UseUploadOptions) {
  const upload = useUpload({ put: createTestPut().put, ...options });
  useEffect(() => keep(upload));
  countRender();
  return (
    <>
      <ul>
        {upload.itemIds.map((id) => (
          <Row key={id} store={upload.store} id={id} />
        ))}
      </ul>
      <Totals store={upload.store} />
    </>
  );
}

function wrap(ui: ReactNode, strict: boolean) {
  const tree = (
    <SocialKitProvider baseUrl={BASE_URL} retry={0} queryClient={makeQueryClient()}>
      {ui}
    </SocialKitProvider>
  );
  return strict ? <StrictMode>{tree}</StrictMode> : tree;
}

const file = (name: string, size = 2000) => new File([new Uint8Array(size)], name, { type: 'image/png', lastModified: 1 });

beforeEach(() => {
  renders.list = 0;
});

describe('useUpload', () => {
  it('uploads each file once under StrictMode: one ticket, one PUT and one confirm per file', async () => {
    const service = useService();
    const onUploaded = vi.fn();
    render(wrap(<Uploader onUploaded={onUploaded} />, true));
    await act(() => result.add([file('a.png'), file('b.png')]));
    await waitFor(() => expect(screen.getAllByRole('listitem').map((li) => li.dataset.state)).toEqual(['done', 'done']));
    expect(requestsFor(service, 'uploadTicket')).toHaveLength(2);
    expect(requestsFor(service, 'storagePut')).toHaveLength(2);
    expect(requestsFor(service, 'confirmUpload')).toHaveLength(2);
    expect(onUploaded).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getByTestId('totals')).toHaveTextContent('2'));
  });

  it('re-renders the list on add and remove only, and reads the newest callbacks', async () => {
    useService();
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = render(wrap(<Uploader onUploaded={first} />, false));
    rerender(wrap(<Uploader onUploaded={latest} />, false));
    const before = renders.list;
    await act(() => result.add([file('a.png', 50_000)]));
    await waitFor(() => expect(screen.getByRole('listitem')).toHaveAttribute('data-state', 'done'));
    // One render for the add; isUploading flips twice (true, then false when done).
    expect(renders.list - before).toBeLessThanOrEqual(3);
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledOnce();
    const ids = result.itemIds;
    act(() => result.remove(ids[0]!));
    // The store tells React on the next animation frame.
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull());
  });

  it('gives the same store for the life of the component', () => {
    useService();
    const stores = new Set<UploadStore>();
    const see = (store: UploadStore) => stores.add(store);
    function Probe() {
      const { store } = useUpload();
      useEffect(() => void see(store));
      return null;
    }
    const { rerender } = render(wrap(<Probe />, true));
    rerender(wrap(<Probe />, true));
    expect(stores.size).toBe(1);
  });

  it('tells the app which files it refused', async () => {
    const service = useService();
    const onRejected = vi.fn();
    render(wrap(<Uploader accept="image/*" maxSize={1000} onRejected={onRejected} />, false));
    await act(() => result.add([new File(['x'], 'notes.txt', { type: 'text/plain' }), file('big.png', 1001)]));
    await waitFor(() => expect(result.rejections.map((rejection) => rejection.code)).toEqual(['file-invalid-type', 'file-too-large']));
    expect(onRejected).toHaveBeenCalledOnce();
    expect(service.requests).toEqual([]);
  });

  it('throws a message naming the hook outside the provider', () => {
    expectRenderToThrow(() => render(<Uploader />), 'useUpload must be used inside <SocialKitProvider>.');
  });
});
