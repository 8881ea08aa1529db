import { SocialKitError } from '../../src/client/errors.js';
import { createSocialClient } from '../../src/client/createSocialClient.js';
import { createSimulatedService, type SimulatedServiceOptions } from '../../src/mocks/index.js';
import { storageError } from '../../src/upload/errors.js';
import type { PutFunction, PutRequest } from '../../src/upload/put.js';
import { createUploadStore } from '../../src/upload/store.js';
import type { UploadStoreOptions } from '../../src/upload/options.js';
import type { UploadItem } from '../../src/upload/types.js';
import type { UploadStore } from '../../src/upload/storeApi.js';
import { server } from '../support/server.js';
import { SETTLE } from '../support/patience.js';

export const BASE_URL = '/api/social';

const aborted = () => new SocialKitError({ kind: 'aborted', operation: 'upload', message: 'The upload was cancelled.' });

/**
 * The engine's PUT, over fetch so msw's simulated storage answers it in jsdom: half the bytes
 * are reported before the request, all of them after. `hold` keeps a PUT waiting until released.
 */
export function createTestPut() {
  const calls: PutRequest[] = [];
  let holding = false;
  const held: (() => void)[] = [];
  let inFlight = 0;
  let maxInFlight = 0;

  const put: PutFunction = async (request) => {
    calls.push(request);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      request.onProgress(Math.floor(request.body.size / 2));
      if (holding) {
        await new Promise<void>((resolve, reject) => {
          held.push(resolve);
          request.signal.addEventListener('abort', () => reject(aborted()), { once: true });
        });
      }
      if (request.signal.aborted) throw aborted();
      const body = new Uint8Array(await request.body.arrayBuffer());
      let response: Response;
      try {
        response = await fetch(request.url, { method: 'PUT', headers: { 'Content-Type': request.contentType }, body, signal: request.signal });
      } catch {
        throw request.signal.aborted ? aborted() : new SocialKitError({ kind: 'network', operation: 'upload', message: 'The upload to storage failed.' });
      }
      if (!response.ok) throw storageError(response.status, await response.text(), response.headers.get('Retry-After'));
      request.onProgress(request.body.size);
    } finally {
      inFlight -= 1;
    }
  };

  return {
    put,
    calls,
    get maxInFlight() {
      return maxInFlight;
    },
    hold() {
      holding = true;
    },
    /** Lets every held PUT go on, and the ones to come. */
    release() {
      holding = false;
      for (const resolve of held.splice(0)) resolve();
    },
  };
}

export interface Harness {
  service: ReturnType<typeof createSimulatedService>;
  store: UploadStore;
  storage: ReturnType<typeof createTestPut>;
  detach: () => void;
  count: (operation: string) => number;
  waitFor: <S extends UploadItem['status']>(id: string, status: S) => Promise<Extract<UploadItem, { status: S }>>;
  settled: () => Promise<void>;
}

export function setupStore(options: Partial<UploadStoreOptions> = {}, serviceOptions: SimulatedServiceOptions = {}): Harness {
  const service = createSimulatedService({ baseUrl: BASE_URL, ...serviceOptions });
  server.use(...service.handlers);
  const storage = createTestPut();
  const store = createUploadStore({ client: createSocialClient({ baseUrl: BASE_URL }), put: storage.put, retry: 0, retryDelay: () => 0, ...options });
  const detach = store.attach();

  const waitFor = <S extends UploadItem['status']>(id: string, status: S) =>
    vi.waitFor(
      () => {
        const item = store.getItem(id);
        if (item?.status !== status) throw new Error(`${id} is ${item?.status ?? 'gone'}, waiting for ${status}`);
        return item as Extract<UploadItem, { status: S }>;
      },
      SETTLE,
    );
  const settled = () =>
    vi.waitFor(
      () => {
        if (store.isUploading()) throw new Error('still uploading');
      },
      SETTLE,
    );
  return { service, store, storage, detach, count: (operation) => service.requests.filter((r) => r.operation === operation).length, waitFor, settled };
}

export const makeFile = (name: string, size = 1000, type = '', lastModified = 1_700_000_000_000) =>
  new File([new Uint8Array(size)], name, { type, lastModified });
