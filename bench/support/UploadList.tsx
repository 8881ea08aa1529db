import { QueryClient } from '@tanstack/react-query';
import { Profiler, useLayoutEffect, type ProfilerOnRenderCallback } from 'react';
import { createRoot } from 'react-dom/client';
import { SocialKitProvider } from '../../src/hooks/SocialKitProvider.js';
import { useUpload, useUploadItem, useUploadTotals, type UseUploadOptions, type UseUploadResult } from '../../src/hooks/useUpload.js';
import type { MediaRecord } from '../../src/client/types.js';
import type { UploadStore } from '../../src/upload/storeApi.js';

// What an app builds from useUpload alone: a row per file with its name, state and a progress
// bar, and an overall percentage. Rows read their own item, so a tick re-renders one row.
function Row({ store, id }: { store: UploadStore; id: string }) {
  const item = useUploadItem(store, id);
  if (!item) return null;
  return (
    <li data-state={item.status}>
      <span>{item.name}</span>
      <progress max={1} value={item.progress} />
    </li>
  );
}

function Totals({ store }: { store: UploadStore }) {
  const totals = useUploadTotals(store);
  return <p>{Math.round(totals.progress * 100)}%</p>;
}

function UploadList({ options, onReady }: { options: UseUploadOptions; onReady: (upload: UseUploadResult) => void }) {
  const upload = useUpload(options);
  useLayoutEffect(() => {
    onReady(upload);
  });
  return (
    <section>
      <ul>
        {upload.itemIds.map((id) => (
          <Row key={id} store={upload.store} id={id} />
        ))}
      </ul>
      <Totals store={upload.store} />
    </section>
  );
}

export interface UploadRun {
  /** Resolves once the list has mounted: the run is timed (and its commits counted) from the add on, as the bare loop is from its first PUT. */
  mounted: () => Promise<void>;
  /** Adds the files and resolves once every one is confirmed (rejects on the first that fails). */
  upload: (files: readonly File[]) => Promise<MediaRecord[]>;
  unmount: () => void;
}

/** Mounts the list in a fresh root under a Profiler; `fetch` answers the client's calls. */
export function mountUploadList(options: { fetch: typeof fetch; concurrency: number; onRender: ProfilerOnRenderCallback }): UploadRun {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  let settle: { resolve: (media: MediaRecord[]) => void; reject: (error: unknown) => void } | undefined;
  let current: UseUploadResult | undefined;
  const hookOptions: UseUploadOptions = {
    concurrency: options.concurrency,
    onComplete: (media) => settle?.resolve(media),
    onError: (error, item) => settle?.reject(new Error(`${item.name}: ${error.message}`)),
  };
  root.render(
    <Profiler id="uploads" onRender={options.onRender}>
      <SocialKitProvider baseUrl="/api/social" fetch={options.fetch} retry={0} queryClient={new QueryClient()}>
        <UploadList options={hookOptions} onReady={(upload) => (current = upload)} />
      </SocialKitProvider>
    </Profiler>,
  );
  const mounted = async () => {
    while (!current) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return {
    mounted,
    async upload(files) {
      await mounted();
      const done = new Promise<MediaRecord[]>((resolve, reject) => (settle = { resolve, reject }));
      const refused = await current!.add(files);
      if (refused.length) throw new Error(`refused: ${refused.map((rejection) => `${rejection.file.name} (${rejection.code})`).join(', ')}`);
      return done;
    },
    unmount() {
      root.unmount();
      container.remove();
    },
  };
}
