import { render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode, useEffect } from 'react';
import { inject } from 'vitest';
import { commands } from 'vitest/browser';
import { MediaUploader, type MediaUploaderProps } from '../../src/components/MediaUploader/index.js';
import { SocialKitProvider } from '../../src/hooks/SocialKitProvider.js';
import { useUpload, useUploadItem, useUploadTotals, type UseUploadOptions, type UseUploadResult } from '../../src/hooks/useUpload.js';
import { createSimulatedService, headObject, type SimulatedServiceOptions } from '../../src/mocks/index.js';
import type { UploadItem } from '../../src/upload/types.js';
import type { UploadStore } from '../../src/upload/storeApi.js';
import { TRANSFER } from './patience.js';
import { makeQueryClient } from './render.js';
import { serviceFetch } from './serviceTransport.js';
import type { StorageFault } from './storageServer.js';

/**
 * A headless uploader made from `useUpload` alone, for the Chromium upload tests: one row per
 * file with its state and bytes as data attributes, a button per action, and a record of every
 * item value each row rendered (to count progress steps).
 */
export interface HarnessHandle {
  upload: UseUploadResult;
  /** Every item value rendered, per item name, in order. */
  renders: Map<string, UploadItem[]>;
  /** The most rows seen in a running state in one render. */
  maxActive: number;
}

interface RowProps {
  store: UploadStore;
  id: string;
  actions: Pick<UseUploadResult, 'cancel' | 'retry' | 'remove'>;
  onCommit: (item: UploadItem, store: UploadStore) => void;
}

function Row({ store, id, actions, onCommit }: RowProps) {
  const item = useUploadItem(store, id);
  useEffect(() => {
    if (item) onCommit(item, store);
  }, [item, store, onCommit]);
  if (!item) return null;
  const error = item.status === 'error' ? item.error : undefined;
  return (
    <li
      aria-label={item.name}
      data-state={item.status}
      data-progress={item.progress}
      data-loaded={item.loaded}
      data-media-id={item.mediaId}
      data-step={item.status === 'error' ? item.step : undefined}
      data-reason={error?.reason}
      data-retry-at={item.status === 'error' ? item.retryAt : undefined}
    >
      {item.name} {error?.message}
      <button type="button" onClick={() => actions.cancel(id)}>
        Cancel {item.name}
      </button>
      <button type="button" onClick={() => actions.retry(id)}>
        Retry {item.name}
      </button>
      <button type="button" onClick={() => actions.remove(id)}>
        Remove {item.name}
      </button>
    </li>
  );
}

function Totals({ store }: { store: UploadStore }) {
  const totals = useUploadTotals(store);
  return (
    <p data-testid="totals" data-progress={totals.progress} data-loaded={totals.loaded} data-done={totals.counts.done}>
      {Math.round(totals.progress * 100)}%
    </p>
  );
}

interface HarnessProps extends UseUploadOptions {
  onUpload: (upload: UseUploadResult) => void;
  onCommit: RowProps['onCommit'];
}

function Harness({ onUpload, onCommit, ...options }: HarnessProps) {
  const upload = useUpload(options);
  useEffect(() => onUpload(upload));
  return (
    <section aria-label="Uploads" data-uploading={upload.isUploading || undefined} data-offline={upload.isOffline || undefined}>
      <ul aria-label="Files">
        {upload.itemIds.map((id) => (
          <Row key={id} store={upload.store} id={id} actions={upload} onCommit={onCommit} />
        ))}
      </ul>
      <Totals store={upload.store} />
    </section>
  );
}

export interface UploadTestOptions {
  service?: Omit<SimulatedServiceOptions, 'baseUrl' | 'storageUrl' | 'storageSecret'>;
  strict?: boolean;
  retry?: number;
  /** Sees (and may replace) every request the client sends to the service. */
  intercept?: (request: Request) => Request | Promise<Request>;
}

/**
 * A simulated service whose tickets point at a prefix of the loopback storage of this test's
 * own, so storage faults and records (scoped by `scope`) never mix between tests.
 */
export function loopbackService(options: SimulatedServiceOptions = {}) {
  const prefix = `t-${crypto.randomUUID().slice(0, 8)}`;
  const service = createSimulatedService({
    baseUrl: '/api/social',
    storageUrl: `${inject('storageUrl')}/${prefix}`,
    storageSecret: inject('storageSecret'),
    verifyObject: headObject,
    ...options,
  });
  return { service, scope: `/bucket/${prefix}` };
}

/**
 * A simulated service for this test whose tickets point at the loopback storage under a prefix
 * of the test's own, answered through the provider's `fetch` (msw's worker is stopped: with it
 * controlling the page, Chrome reports no upload progress).
 */
export function setupUploadTest({ service: serviceOptions, strict = false, retry = 0, intercept }: UploadTestOptions = {}) {
  const { service, scope } = loopbackService(serviceOptions);
  const handle = { renders: new Map(), maxActive: 0 } as unknown as HarnessHandle;
  const onUpload = (upload: UseUploadResult) => {
    handle.upload = upload;
  };
  const onCommit = (item: UploadItem, store: UploadStore) => {
    handle.renders.set(item.name, [...(handle.renders.get(item.name) ?? []), item]);
    const active = store.getItems().filter((entry) => ['requesting', 'uploading', 'confirming'].includes(entry.status)).length;
    handle.maxActive = Math.max(handle.maxActive, active);
  };
  /** Every request the client sent to the service, to check their signals. */
  const sent: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    let request = new Request(input, init);
    if (intercept) request = await intercept(request);
    sent.push(request);
    return service.handle(request);
  };

  function renderHarness(options: UseUploadOptions = {}) {
    const tree = (
      <SocialKitProvider baseUrl="/api/social" fetch={fetch} retry={retry} queryClient={makeQueryClient()}>
        <Harness onUpload={onUpload} onCommit={onCommit} retryDelay={() => 0} {...options} />
      </SocialKitProvider>
    );
    return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  }

  return {
    service,
    handle,
    scope,
    sent,
    renderHarness,
    row: (name: string) => screen.getByRole('listitem', { name }),
    count: (operation: string) => service.requests.filter((request) => request.operation === operation).length,
    storage: () => commands.storageState(scope),
    storageFaults: (...faults: Omit<StorageFault, 'scope'>[]) => commands.storageFaults(scope, faults),
    dropConnections: () => commands.storageDrop(scope),
    /** Lets paced PUTs in flight finish reading at full speed (and so notice an abort). */
    unthrottle: () => commands.storageUnthrottle(scope),
    /** PUTs that reached the storage (preflights and HEADs left out). */
    puts: async () => (await commands.storageState(scope)).requests.filter((request) => request.method === 'PUT'),
  };
}

export interface RenderUploaderOptions {
  /** On a host page of this theme: 24rem wide, on the palette's background, as an app lays it out. */
  host?: 'light' | 'dark';
  /** Inside `<StrictMode>`. */
  strict?: boolean;
}

/**
 * The styled MediaUploader over a simulated service of this test's own (see `loopbackService`),
 * answered through the provider's `fetch`, with previews off and retries at once; `setProps`
 * renders it again with changed props, its uploads kept.
 */
export function renderUploader(props: Partial<MediaUploaderProps> = {}, { host, strict = false }: RenderUploaderOptions = {}) {
  const { service, scope } = loopbackService();
  const fetch = serviceFetch(service);
  const queryClient = makeQueryClient();
  const tree = (changes: Partial<MediaUploaderProps> = {}) => {
    const uploader = (
      <SocialKitProvider baseUrl="/api/social" fetch={fetch} retry={0} queryClient={queryClient}>
        <MediaUploader previews={false} retryDelay={() => 0} {...props} {...changes} />
      </SocialKitProvider>
    );
    const ui = host ? (
      <div data-theme={host} style={{ background: 'var(--sk-color-bg)', padding: '1rem', width: '24rem' }}>
        {uploader}
      </div>
    ) : (
      uploader
    );
    return strict ? <StrictMode>{ui}</StrictMode> : ui;
  };
  const view = render(tree());
  const root = view.container.querySelector<HTMLElement>('[data-scope="media-uploader"][data-part="root"]')!;
  return {
    ...view,
    service,
    root,
    /** The tickets asked for, as their bodies went over the wire. */
    tickets: () => service.requests.filter((request) => request.operation === 'uploadTicket').map((request) => request.body as { filename: string; content_type: string }),
    input: () => screen.getByLabelText<HTMLInputElement>('Choose files to upload'),
    live: () => root.querySelector('[data-scope="media-uploader"][data-part="live"]')!.textContent ?? '',
    row: (name: string) => within(screen.getByRole('list', { name: 'Files' })).getByRole('listitem', { name }),
    setProps: (changes: Partial<MediaUploaderProps>) => view.rerender(tree(changes)),
    faults: (...faults: Omit<StorageFault, 'scope'>[]) => commands.storageFaults(scope, faults),
    /** Ends the pauses of paced PUTs, so a given-up one sees its abort. */
    unthrottle: () => commands.storageUnthrottle(scope),
    ...storedBytes(scope),
  };
}

/** The bytes a test's loopback storage (`loopbackService`'s `scope`) took, once asked to keep them. */
export function storedBytes(scope: string) {
  return {
    /** What storage holds under this test's prefix, each object with the very bytes the browser sent. */
    stored: async () => {
      const { objects } = await commands.storageState(scope);
      return Promise.all(
        objects.map(async (object) => {
          const response = await globalThis.fetch(new URL(object.path, inject('storageUrl')));
          return { ...object, bytes: new Uint8Array(await response.arrayBuffer()) };
        }),
      );
    },
    /** Has storage keep the bytes of this test's objects, for `stored`. */
    keepBytes: () => commands.storageKeep(scope),
  };
}

/** Waits for a row's state; a real upload (or fitting a 12-megapixel photo first) takes a while on a shared machine. */
export const until = (row: () => HTMLElement, state: string) => waitFor(() => expect(row()).toHaveAttribute('data-state', state), TRANSFER);

/** A file of `size` zero bytes, typed as given (untyped by default, as browsers leave `.heic`). */
export const file = (name: string, size: number, type = '') => new File([new Uint8Array(size)], name, { type });

/** Files as a drag or a paste carries them. */
export function transfer(...files: File[]) {
  const data = new DataTransfer();
  for (const item of files) data.items.add(item);
  return data;
}

/** How many times `part` is in `text`: what a live region said, counted. */
export const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** Bytes that compress to nothing and cost nothing to make. */
export const bytes = (size: number) => new Uint8Array(size);
export const MB = 1024 * 1024;
