import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Activity } from 'react';
import { commands, userEvent } from 'vitest/browser';
import { MediaUploader, type MediaUploaderProps } from '../../src/components/MediaUploader/index.js';
import { SocialKitProvider } from '../../src/hooks/SocialKitProvider.js';
import { clearPersistedUploads } from '../../src/index.js';
import type { PostMedia } from '../../src/upload/types.js';
import { expectNoViolations } from '../support/axe.js';
import { TRANSFER } from '../support/patience.js';
import { makeQueryClient } from '../support/render.js';
import { serviceFetch } from '../support/serviceTransport.js';
import type { StorageFault } from '../support/storageServer.js';
import { MB, bytes, loopbackService } from '../support/uploadHarness.js';
import '../../src/styles/tokens.css';
import '../../src/styles/media-uploader.css';

// `persist` in real Chromium: IndexedDB and Web Locks as the browser has them, the loopback
// storage behind presigned URLs (a paced PUT holds only a body of several chunks: 1 MB). A remount of the uploader stands in for a reload (its store is
// made anew and finds the files on the device); examples/vite-express's test reloads a real page.

const KB = 1024;
const png = (name: string, size = 1000) => new File([bytes(size)], name, { type: 'image/png', lastModified: 1_700_000_000_000 });

/**
 * MediaUploaders over one simulated service, keeping their files under a key of this test's own
 * (IndexedDB is the origin's, shared by every test file). `mount(n)` renders `n` of them, each a
 * new store, as a reloaded page (or two pages) makes them.
 */
function persisted(props: Partial<MediaUploaderProps> = {}) {
  const { service, scope } = loopbackService();
  const fetch = serviceFetch(service);
  const queryClient = makeQueryClient();
  const key = crypto.randomUUID();
  const reports: string[][] = [];
  const onMediaChange = (media: readonly PostMedia[]) => reports.push(media.map((entry) => `${entry.id}${entry.alt ? `:${entry.alt}` : ''}`));
  let generation = 0;
  let hidden = false;
  let also = false;
  const uploader = (index: number) => (
    <section key={`${generation}-${index}`} aria-label={`Uploader ${index + 1}`}>
      <MediaUploader previews={false} retryDelay={() => 0} persist={{ key }} onMediaChange={onMediaChange} {...props} />
    </section>
  );
  const tree = (count: number, user = 'user-1') => (
    <SocialKitProvider baseUrl="/api/social" fetch={fetch} retry={0} queryClient={queryClient} persistScope={user}>
      {count > 0 && <Activity mode={hidden ? 'hidden' : 'visible'}>{uploader(0)}</Activity>}
      {Array.from({ length: count - 1 }, (_, index) => uploader(index + 1))}
      {also && uploader(1)}
    </SocialKitProvider>
  );
  const view = render(tree(1));
  return {
    service,
    reports,
    /** A new mount of `count` uploaders, for `user`: the stores before are gone, as a reload leaves them. */
    mount: (count = 1, user?: string) => {
      generation += 1;
      view.rerender(tree(count, user));
    },
    /** Hides the first uploader in React's `<Activity>` (its effects cleaned up, its state kept), or shows it again. */
    hide: (value: boolean) => {
      hidden = value;
      view.rerender(tree(1));
    },
    /** A second uploader beside the first (hidden or not). */
    alsoMount: () => {
      also = true;
      view.rerender(tree(1));
    },
    /** The first uploader's section, hidden or not. */
    hidden: () => view.container.querySelector<HTMLElement>('section[aria-label="Uploader 1"]')!,
    /** The same uploader, its provider's `persistScope` now another user's (signed out, another in). */
    signIn: (user: string) => view.rerender(tree(1, user)),
    uploader: (index = 0) => within(screen.getByRole('region', { name: `Uploader ${index + 1}` })),
    input: () => screen.getByLabelText<HTMLInputElement>('Choose files to upload'),
    faults: (...faults: Omit<StorageFault, 'scope'>[]) => commands.storageFaults(scope, faults),
    /** Waits until storage is reading `count` PUTs: each has taken its pacing fault, and the next PUT of that file runs at full speed. */
    reading: (count: number) => waitFor(async () => expect((await commands.storageState(scope)).inFlight).toBe(count), TRANSFER),
    puts: async () => (await commands.storageState(scope)).requests.filter((request) => request.method === 'PUT').map((request) => request.path.split('/').pop()),
    count: (operation: string) => service.requests.filter((request) => request.operation === operation).length,
  };
}

const state = (row: HTMLElement) => row.getAttribute('data-state');
const nameOf = (row: HTMLElement) => row.querySelector('[data-part="name"]')?.textContent;

describe('persist', () => {
  it('brings unfinished files back after a remount, with their order and alt text, and resumes each from the step it reached', async () => {
    const test = persisted();
    // a.png reaches storage, and its confirm fails: it is kept as stored. b and c are cut mid-PUT.
    test.service.faults.set('confirmUpload', { status: 503, times: 1 });
    await test.faults({ name: 'b.png', bytesPerSecond: KB }, { name: 'c.png', bytesPerSecond: KB });
    await userEvent.upload(test.input(), [png('a.png'), png('b.png', MB), png('c.png', MB)]);
    const rows = () => test.uploader().getAllByRole('listitem');
    await waitFor(() => expect(rows().map(state)).toEqual(['error', 'uploading', 'uploading']), TRANSFER);
    await test.reading(2);
    await userEvent.type(test.uploader().getByRole('textbox', { name: 'Alt text for b.png' }), 'Harbour at dusk');
    await userEvent.click(test.uploader().getByRole('button', { name: 'Move c.png earlier' }));

    test.mount();
    await waitFor(() => expect(test.uploader().getByRole('group', { name: '3 uploads were interrupted.' })).toBeVisible(), TRANSFER);
    expect(rows().map((row) => [nameOf(row), state(row)])).toEqual([
      ['a.png', 'interrupted'],
      ['c.png', 'interrupted'],
      ['b.png', 'interrupted'],
    ]);
    expect(test.uploader().getByRole('textbox', { name: 'Alt text for b.png' })).toHaveValue('Harbour at dusk');
    expect(test.uploader().getByRole('button', { name: 'Resume a.png' })).toBeVisible();
    expect(test.uploader().getByRole('button', { name: 'Discard a.png' })).toBeVisible();
    await expectNoViolations(document.body);
    const ticketsBefore = test.count('uploadTicket');

    // The keyboard alone: Resume all is a button like any other.
    test.uploader().getByRole('button', { name: 'Resume all' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(rows().map(state)).toEqual(['done', 'done', 'done']), TRANSFER);

    // Tickets still valid are used again; a.png, already stored, is only confirmed.
    expect(test.count('uploadTicket')).toBe(ticketsBefore);
    const puts = await test.puts();
    expect(puts.filter((name) => name?.endsWith('a.png'))).toHaveLength(1);
    expect(test.service.db.media().map((media) => [media.filename, media.confirmCount]).sort()).toEqual([
      ['a.png', 1],
      ['b.png', 1],
      ['c.png', 1],
    ]);
    // The post's media, told as each file finished: every id once, in the order the user set.
    const [a, c, b] = ['a.png', 'c.png', 'b.png'].map((name) => test.service.db.media().find((media) => media.filename === name)!.id);
    expect(test.reports.at(-1)).toEqual([a, c, `${b}:Harbour at dusk`]);
    for (const [index, report] of test.reports.entries()) expect(report).not.toEqual(test.reports[index - 1]);
  });

  it('takes each kept file into one of two uploaders that open at once, never both', async () => {
    const test = persisted();
    await test.faults(...['a.png', 'b.png', 'c.png'].map((name) => ({ name, bytesPerSecond: KB })));
    await userEvent.upload(test.input(), [png('a.png', MB), png('b.png', MB), png('c.png', MB)]);
    await test.reading(3);

    test.mount(2);
    const listed = () => [0, 1].flatMap((index) => test.uploader(index).queryAllByRole('listitem'));
    await waitFor(() => expect(listed()).toHaveLength(3), TRANSFER);
    for (const index of [0, 1]) {
      const resume = test.uploader(index).queryByRole('button', { name: 'Resume all' });
      if (resume) await userEvent.click(resume);
    }
    await waitFor(() => expect(listed().map(state)).toEqual(['done', 'done', 'done']), TRANSFER);
    expect(test.service.db.media().map((media) => media.confirmCount)).toEqual([1, 1, 1]);
  });

  it('discards an interrupted file: it leaves the list and the device', async () => {
    const test = persisted();
    await test.faults({ name: 'a.png', bytesPerSecond: KB }, { name: 'b.png', bytesPerSecond: KB });
    await userEvent.upload(test.input(), [png('a.png', MB), png('b.png', MB)]);
    await test.reading(2);
    test.mount();
    await waitFor(() => expect(test.uploader().getAllByRole('listitem')).toHaveLength(2), TRANSFER);
    await userEvent.click(test.uploader().getByRole('button', { name: 'Discard a.png' }));
    // Discarding takes the file off the device first (CI saw the group still counting two on a loaded machine).
    await waitFor(() => expect(test.uploader().getByRole('group', { name: '1 upload was interrupted.' })).toBeVisible(), TRANSFER);

    test.mount();
    await waitFor(() => expect(test.uploader().getAllByRole('listitem').map(nameOf)).toEqual(['b.png']), TRANSFER);
    await userEvent.click(test.uploader().getByRole('button', { name: 'Discard all' }));
    expect(test.uploader().queryByRole('list', { name: 'Files' })).toBeNull();
    // Focus goes back to Browse, the keyboard's way in.
    expect(test.uploader().getByRole('button', { name: 'Browse files' })).toHaveFocus();
    test.mount();
    // Nothing comes back: wait for the uploader's claim to have run (a file added after it is listed alone).
    await userEvent.upload(test.input(), [png('d.png')]);
    await waitFor(() => expect(state(test.uploader().getByRole('listitem'))).toBe('done'), TRANSFER);
    expect(test.uploader().getAllByRole('listitem').map(nameOf)).toEqual(['d.png']);
  });

  it('never shows one user’s files to another, and forgets every user’s at sign-out', async () => {
    const test = persisted();
    await test.faults({ name: 'a.png', bytesPerSecond: KB }, { name: 'b.png', bytesPerSecond: KB });
    await userEvent.upload(test.input(), [png('a.png', MB), png('b.png', MB)]);
    await test.reading(2);
    /** Adds c.png and waits for it: once it is listed, the uploader has claimed all it was going to. */
    const listedAfterClaim = async () => {
      await userEvent.upload(test.input(), [png('c.png')]);
      await waitFor(() => expect(test.uploader().getByRole('listitem', { name: 'c.png' })).toHaveAttribute('data-state', 'done'), TRANSFER);
      return test.uploader().getAllByRole('listitem').map(nameOf);
    };

    test.mount(1, 'user-2');
    expect(await listedAfterClaim()).toEqual(['c.png']);
    test.mount(1, 'user-1');
    await waitFor(() => expect(test.uploader().getAllByRole('listitem').map(state)).toEqual(['interrupted', 'interrupted']), TRANSFER);
    // Another user signs in while the uploader stays: a new list, none of the first user's files.
    test.signIn('user-2');
    expect(test.uploader().queryByRole('list', { name: 'Files' })).toBeNull();
    expect(await listedAfterClaim()).toEqual(['c.png']);
    test.signIn('user-1');
    await waitFor(() => expect(test.uploader().getAllByRole('listitem').map(state)).toEqual(['interrupted', 'interrupted']), TRANSFER);

    // Signed out: the uploader goes, then everything kept on the device.
    test.mount(0);
    await clearPersistedUploads();
    test.mount(1, 'user-1');
    expect(await listedAfterClaim()).toEqual(['c.png']);
  });

  it('runs none of the files another uploader took while it was hidden (React’s Activity)', async () => {
    const test = persisted();
    await test.faults({ name: 'a.png', bytesPerSecond: KB }, { name: 'b.png', bytesPerSecond: KB });
    await userEvent.upload(test.input(), [png('a.png', MB), png('b.png', MB)]);
    await test.reading(2);
    // Hidden, its effects cleaned up: the store lets its files go, keeping them listed.
    test.hide(true);
    // Another uploader of the same user takes them, and finishes them.
    test.alsoMount();
    await waitFor(() => expect(test.uploader(1).getAllByRole('listitem').map(state)).toEqual(['interrupted', 'interrupted']), TRANSFER);
    await userEvent.click(test.uploader(1).getByRole('button', { name: 'Resume all' }));
    await waitFor(() => expect(test.uploader(1).getAllByRole('listitem').map(state)).toEqual(['done', 'done']), TRANSFER);

    // Shown again, the first finds its files taken: it lists them no more and sends nothing.
    test.hide(false);
    await waitFor(() => expect(within(test.hidden()).queryByRole('list', { name: 'Files' })).toBeNull(), TRANSFER);
    expect(test.service.db.media().filter((media) => media.confirmCount > 0).map((media) => [media.filename, media.confirmCount]).sort()).toEqual([
      ['a.png', 1],
      ['b.png', 1],
    ]);
  });

  it('uploads as ever when the browser refuses to keep files, and says they will not survive a reload', async () => {
    // Storage full: every write refused, as a browser at its quota refuses it (the database was
    // opened by the tests before, so a refused open would go unseen here).
    const full = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      const test = persisted();
      await userEvent.upload(test.input(), [png('a.png')]);
      await waitFor(() => expect(test.uploader().getByRole('status')).toHaveTextContent('This browser is not keeping these files on the device: a reload will stop their uploads.'), TRANSFER);
      await waitFor(() => expect(state(test.uploader().getByRole('listitem'))).toBe('done'), TRANSFER);
      expect(test.service.db.media().map((media) => media.confirmCount)).toEqual([1]);
    } finally {
      full.mockRestore();
    }
  });
});

it('needs a persistScope: one user’s files must never show for another', () => {
  const { service } = loopbackService();
  // React logs the error it rethrows; the test reads the throw itself.
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(() =>
    act(() =>
      render(
        <SocialKitProvider baseUrl="/api/social" fetch={serviceFetch(service)} queryClient={makeQueryClient()}>
          <MediaUploader persist />
        </SocialKitProvider>,
      ),
    ),
  ).toThrow('useUpload: `persist` keeps files on this device, so it needs `persistScope` on SocialKitProvider');
  spy.mockRestore();
});
