import { render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode, type HTMLAttributes, type Ref } from 'react';
import { commands, userEvent } from 'vitest/browser';
import { SocialKitProvider, useMediaUploader, useUpload, useUploadItem, type UploadStore, type UseMediaUploaderOptions, type UseMediaUploaderResult } from '../../src/index.js';
import { makeQueryClient } from '../support/render.js';
import { serviceFetch } from '../support/serviceTransport.js';
import { loopbackService, until } from '../support/uploadHarness.js';
import { FLOW } from '../support/patience.js';
import type { StorageFault } from '../support/storageServer.js';

// useMediaUploader under markup of the app's own, no component and no stylesheet: what a user
// sees and hears (the live region, the refusals, where focus goes) must be what MediaUploader
// gives. Real uploads to the loopback storage, so this file runs in the chromium-upload project.

const KB = 1024;
const file = (name: string, size: number, type = '') => new File([new Uint8Array(size)], name, { type });
const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** One file, a direct child of the list, offering what its item says it can do. */
function Row({ store, id, remove }: { store: UploadStore; id: string; remove: UseMediaUploaderResult['remove'] }) {
  const item = useUploadItem(store, id);
  if (!item) return null;
  return (
    <li aria-label={item.name} data-state={item.status}>
      {item.name}
      {item.canCancel && <button onClick={() => store.cancel(id)}>Cancel {item.name}</button>}
      {item.canRetry && <button onClick={() => store.retry(id)}>Retry {item.name}</button>}
      {!item.canCancel && <button onClick={() => remove(id)}>Remove {item.name}</button>}
    </li>
  );
}

interface AppProps extends UseMediaUploaderOptions {
  /** Props of the app's own given to the getters, to see them composed. */
  root?: HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> };
  browse?: HTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };
}

function App({ root, browse, ...options }: AppProps) {
  const uploader = useMediaUploader({ retryDelay: () => 0, ...options });
  const { upload, hint, rejections } = uploader;
  return (
    <section {...uploader.getRootProps({ 'aria-label': 'Post media', ...root })} data-drag={uploader.dragState}>
      <input {...uploader.getInputProps()} />
      <button {...uploader.getBrowseProps(browse)}>Add files</button>
      {hint && <p {...uploader.getHintProps()}>{hint}</p>}
      {rejections.length > 0 && (
        <ul aria-label={uploader.rejectionsTitle}>
          {rejections.map((rejection, index) => (
            <li key={index}>{rejection.text}</li>
          ))}
        </ul>
      )}
      {upload.itemIds.length > 0 && (
        <ul {...uploader.getListProps()}>
          {upload.itemIds.map((id) => (
            <Row key={id} store={upload.store} id={id} remove={uploader.remove} />
          ))}
        </ul>
      )}
      <div {...uploader.getLiveRegionProps()} data-testid="live">
        {uploader.announcements.map((announcement) => (
          <p key={announcement.id}>{announcement.text}</p>
        ))}
      </div>
    </section>
  );
}

function setup(props: AppProps = {}, { strict = false } = {}) {
  window.scrollTo(0, 0);
  const { service, scope } = loopbackService();
  const tree = (
    <SocialKitProvider baseUrl="/api/social" fetch={serviceFetch(service)} retry={0} queryClient={makeQueryClient()}>
      <App {...props} />
    </SocialKitProvider>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return {
    ...view,
    service,
    root: () => screen.getByRole('group', { name: 'Post media' }),
    input: () => screen.getByLabelText<HTMLInputElement>('Choose files to upload'),
    browse: () => screen.getByRole('button', { name: 'Add files' }),
    row: (name: string) => () => within(screen.getByRole('list', { name: 'Files' })).getByRole('listitem', { name }),
    live: () => screen.getByTestId('live').textContent ?? '',
    faults: (...faults: Omit<StorageFault, 'scope'>[]) => commands.storageFaults(scope, faults),
  };
}

describe('useMediaUploader with the app’s own markup, in real Chromium', FLOW, () => {
  it('opens the chooser from the Browse button, described by the limits, and the drop zone is no focus stop', async () => {
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    const test = setup({ accept: 'image/*,.heic', maxSize: 1024 * KB });
    expect(test.browse()).toHaveAccessibleDescription('Accepted: images and HEIC. Up to 1 MB each.');
    expect(test.input()).toHaveAttribute('accept', 'image/*,.heic');
    expect(test.root()).not.toHaveAttribute('tabindex');
    await userEvent.tab();
    expect(test.browse()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
    expect(click.mock.contexts[0]).toBe(test.input());
  });

  it('says each file added, uploaded and failed once, in its polite live region, and never a progress tick', async () => {
    const test = setup({}, { strict: true });
    expect(screen.getByTestId('live')).toHaveAttribute('aria-live', 'polite');
    await test.faults({ status: 403, code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided.' });
    await userEvent.upload(test.input(), [file('a.mp4', 300 * KB, 'video/mp4')]);
    await until(test.row('a.mp4'), 'error');
    await userEvent.upload(test.input(), [file('b.mp4', 300 * KB, 'video/mp4')]);
    await until(test.row('b.mp4'), 'done');
    await userEvent.click(screen.getByRole('button', { name: 'Retry a.mp4' }));
    await until(test.row('a.mp4'), 'done');
    await waitFor(() => expect(occurrences(test.live(), 'a.mp4 uploaded.')).toBe(1));

    const live = test.live();
    expect(occurrences(live, 'a.mp4 added.')).toBe(1);
    expect(occurrences(live, 'b.mp4 added.')).toBe(1);
    expect(occurrences(live, 'b.mp4 uploaded.')).toBe(1);
    expect(occurrences(live, 'a.mp4 failed: Storage refused the file')).toBe(1);
    expect(live).not.toMatch(/%/);
  });

  it('lists each file it did not add with the reason in words, and says them', async () => {
    const test = setup({ accept: ['image/*'], maxSize: 1024 * KB });
    await userEvent.upload(test.input(), [file('notes.pdf', 10, 'application/pdf'), file('empty.png', 0, 'image/png'), file('ok.png', 10, 'image/png')]);
    const list = await screen.findByRole('list', { name: 'Not added' });
    // In the order they were judged, which is not the order given.
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
        .sort(),
    ).toEqual(['empty.png is empty. If it is a folder, open it and choose the files inside.', 'notes.pdf is not a type we accept. Accepted: images.']);
    await waitFor(() => expect(test.live()).toContain('notes.pdf is not a type we accept.'));
    await until(test.row('ok.png'), 'done');
    expect(test.service.requests.filter((request) => request.operation === 'uploadTicket')).toHaveLength(1);
  });

  it('keeps the keyboard in the row when Cancel gives way to Retry, and hands it to the row at its place, the one before, then Browse, as rows go', async () => {
    const test = setup({ autoStart: false });
    await userEvent.upload(test.input(), [file('a.png', 10, 'image/png'), file('b.png', 10, 'image/png'), file('c.png', 10, 'image/png')]);
    const button = (name: string) => screen.getByRole('button', { name });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel b.png' }));
    await until(test.row('b.png'), 'canceled');
    // The focused Cancel button is gone: focus stays in its row, on what it offers now.
    expect(button('Retry b.png')).toHaveFocus();

    // The row goes: the one now at its place takes focus.
    await userEvent.click(button('Remove b.png'));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'b.png' })).toBeNull());
    expect(button('Cancel c.png')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await until(test.row('c.png'), 'canceled');
    expect(button('Retry c.png')).toHaveFocus();

    // The last row goes: the one before it.
    await userEvent.click(button('Remove c.png'));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'c.png' })).toBeNull());
    expect(button('Cancel a.png')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await until(test.row('a.png'), 'canceled');
    await userEvent.click(button('Remove a.png'));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Files' })).toBeNull());
    expect(test.browse()).toHaveFocus();
  });

  it('adds files pasted while focus is inside its root, and not those pasted elsewhere', async () => {
    const test = setup();
    const outside = document.createElement('textarea');
    document.body.append(outside);
    outside.focus();
    outside.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer(file('elsewhere.png', 10, 'image/png')), bubbles: true, cancelable: true }));

    test.browse().focus();
    const paste = new ClipboardEvent('paste', { clipboardData: transfer(file('image.png', 2 * KB, 'image/png')), bubbles: true, cancelable: true });
    document.activeElement!.dispatchEvent(paste);
    expect(paste.defaultPrevented).toBe(true);
    await until(test.row('image.png'), 'done');
    await waitFor(() => expect(test.live()).toContain('image.png uploaded.'));
    expect(screen.queryByRole('listitem', { name: 'elsewhere.png' })).toBeNull();
    outside.remove();
  });

  it('adds nothing pasted when paste is off', () => {
    const test = setup({ paste: false });
    test.browse().focus();
    const paste = new ClipboardEvent('paste', { clipboardData: transfer(file('image.png', 10, 'image/png')), bubbles: true, cancelable: true });
    document.activeElement!.dispatchEvent(paste);
    // Dropzone takes a paste of files by preventing its default: nothing took this one.
    expect(paste.defaultPrevented).toBe(false);
    expect(screen.queryByRole('list', { name: 'Files' })).toBeNull();
  });

  it('shows the drag state and adds what is dropped', async () => {
    const test = setup({ accept: ['image/*'] });
    const data = transfer(file('cat.png', 10, 'image/png'));
    test.root().dispatchEvent(new DragEvent('dragenter', { dataTransfer: data, bubbles: true, cancelable: true }));
    await waitFor(() => expect(test.root()).toHaveAttribute('data-drag', 'accept'));
    test.root().dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    await waitFor(() => expect(test.root()).toHaveAttribute('data-drag', 'idle'));
    await until(test.row('cat.png'), 'done');

    const rejecting = transfer(file('notes.pdf', 10, 'application/pdf'));
    test.root().dispatchEvent(new DragEvent('dragenter', { dataTransfer: rejecting, bubbles: true, cancelable: true }));
    await waitFor(() => expect(test.root()).toHaveAttribute('data-drag', 'reject'));
  });

  it("runs the app's handlers and refs with its own: a preventDefault() in them wins", async () => {
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    const onFocus = vi.fn();
    const rootRef = { current: null as HTMLElement | null };
    let browseNode: HTMLButtonElement | null = null;
    const test = setup({
      root: { onFocus, ref: rootRef },
      browse: { ref: (node) => void (browseNode = node), onClick: (event) => event.preventDefault() },
    });
    expect(rootRef.current).toBe(test.root());
    expect(browseNode).toBe(test.browse());
    await userEvent.click(test.browse());
    expect(onFocus).toHaveBeenCalled();
    // The app prevented the click: no chooser.
    expect(click).not.toHaveBeenCalled();

    // Its focus handler ran beside ours: a removed row still hands focus on.
    await userEvent.upload(test.input(), [file('a.png', 10, 'image/png')]);
    await until(test.row('a.png'), 'done');
    await userEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    await waitFor(() => expect(test.browse()).toHaveFocus());
  });

  it('drives a shared upload, and does not say again what it held when it mounted', async () => {
    const { service } = loopbackService();
    function Shared({ open }: { open: boolean }) {
      const upload = useUpload({ retryDelay: () => 0 });
      return open ? <App upload={upload} /> : null;
    }
    const fetch = serviceFetch(service);
    const queryClient = makeQueryClient();
    const tree = (open: boolean) => (
      <SocialKitProvider baseUrl="/api/social" fetch={fetch} retry={0} queryClient={queryClient}>
        <Shared open={open} />
      </SocialKitProvider>
    );
    const view = render(tree(true));
    const row = (name: string) => () => within(screen.getByRole('list', { name: 'Files' })).getByRole('listitem', { name });
    const live = () => screen.getByTestId('live').textContent ?? '';
    await userEvent.upload(screen.getByLabelText('Choose files to upload'), [file('a.png', 10, 'image/png')]);
    await until(row('a.png'), 'done');
    await waitFor(() => expect(live()).toContain('a.png uploaded.'));

    // Closed and opened again, as a dialog is: the upload lives on in the app.
    view.rerender(tree(false));
    view.rerender(tree(true));
    expect(row('a.png')()).toHaveAttribute('data-state', 'done');
    await userEvent.upload(screen.getByLabelText('Choose files to upload'), [file('b.png', 10, 'image/png')]);
    await until(row('b.png'), 'done');
    await waitFor(() => expect(live()).toContain('b.png uploaded.'));
    expect(live()).not.toContain('a.png');
  });
});

function transfer(...files: File[]) {
  const data = new DataTransfer();
  for (const item of files) data.items.add(item);
  return data;
}
