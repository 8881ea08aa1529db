import { render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { commands, userEvent } from 'vitest/browser';
import { SocialKitProvider, useMediaUploader, useUpload, type UseMediaUploaderOptions } from '../../src/index.js';
import { HeadlessMediaUploader } from '../../stories/examples/HeadlessMediaUploader.js';
import { makeQueryClient } from '../support/render.js';
import { serviceFetch } from '../support/serviceTransport.js';
import { file, loopbackService, occurrences, transfer, until } from '../support/uploadHarness.js';
import { FLOW } from '../support/patience.js';
import type { StorageFault } from '../support/storageServer.js';

// useMediaUploader under markup of the app's own, no component and no stylesheet (the docs'
// headless example, stories/examples/HeadlessMediaUploader.tsx): what a user sees and hears (the
// live region, the refusals, where focus goes) must be what MediaUploader gives. Real uploads to
// the loopback storage, so this file runs in the chromium-upload project.

const KB = 1024;
/** `ui` inside a provider on a simulated service of this test's own, its tickets pointing at the loopback storage. */
function setup(ui: ReactNode, { strict = false } = {}) {
  window.scrollTo(0, 0);
  const { service, scope } = loopbackService();
  const fetch = serviceFetch(service);
  const queryClient = makeQueryClient();
  const wrap = (content: ReactNode) => {
    const tree = (
      <SocialKitProvider baseUrl="/api/social" fetch={fetch} retry={0} queryClient={queryClient}>
        {content}
      </SocialKitProvider>
    );
    return strict ? <StrictMode>{tree}</StrictMode> : tree;
  };
  const view = render(wrap(ui));
  return {
    ...view,
    /** Renders `next` in the same provider, the app's state kept. */
    rerender: (next: ReactNode) => view.rerender(wrap(next)),
    service,
    root: () => screen.getByRole('group', { name: 'Post media' }),
    input: () => screen.getByLabelText<HTMLInputElement>('Choose files to upload'),
    browse: () => screen.getByRole('button', { name: 'Choose files' }),
    row: (name: string) => () => within(screen.getByRole('list', { name: 'Files' })).getByRole('listitem', { name }),
    live: () => document.querySelector('[aria-live="polite"]')!.textContent ?? '',
    faults: (...faults: Omit<StorageFault, 'scope'>[]) => commands.storageFaults(scope, faults),
  };
}

/** The example, retrying at once. */
const uploader = (options: UseMediaUploaderOptions = {}) => <HeadlessMediaUploader retryDelay={() => 0} {...options} />;

describe('useMediaUploader with the app’s own markup, in real Chromium', FLOW, () => {
  it('opens the chooser from the Browse button, described by the limits, and the drop zone is no focus stop', async () => {
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    const test = setup(uploader({ accept: 'image/*,.heic', maxSize: 1024 * KB }));
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
    const test = setup(uploader(), { strict: true });
    expect(document.querySelector('[aria-live="polite"]')).toBeInTheDocument();
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
    const test = setup(uploader({ accept: ['image/*'], maxSize: 1024 * KB }));
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
    const test = setup(uploader({ autoStart: false }));
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
    const test = setup(uploader());
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
    const test = setup(uploader({ paste: false }));
    test.browse().focus();
    const paste = new ClipboardEvent('paste', { clipboardData: transfer(file('image.png', 10, 'image/png')), bubbles: true, cancelable: true });
    document.activeElement!.dispatchEvent(paste);
    // Dropzone takes a paste of files by preventing its default: nothing took this one.
    expect(paste.defaultPrevented).toBe(false);
    expect(screen.queryByRole('list', { name: 'Files' })).toBeNull();
  });

  it('shows the drag state and adds what is dropped', async () => {
    const test = setup(uploader({ accept: ['image/*'] }));
    const drag = (type: string, data: DataTransfer) => test.root().dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
    const data = transfer(file('cat.png', 10, 'image/png'));
    drag('dragenter', data);
    expect(await screen.findByText('Drop to add them')).toBeVisible();
    drag('drop', data);
    expect(await screen.findByText('Drop or paste photos and videos here, or')).toBeVisible();
    await until(test.row('cat.png'), 'done');

    drag('dragenter', transfer(file('notes.pdf', 10, 'application/pdf')));
    expect(await screen.findByText('Some of these cannot be added')).toBeVisible();
  });

  it("runs the app's handlers and refs with its own: a preventDefault() in them wins", async () => {
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    const onFocus = vi.fn();
    const onDragEnter = vi.fn();
    const rootRef = { current: null as HTMLElement | null };
    const browseRef = { current: null as HTMLButtonElement | null };
    /** Only the getters, each given the app's own props. */
    function Composed() {
      const own = useMediaUploader();
      return (
        <section {...own.getRootProps({ 'aria-label': 'Post media', onFocus, onDragEnter, ref: rootRef })} data-drag={own.dragState}>
          <input {...own.getInputProps()} />
          <button {...own.getBrowseProps({ ref: browseRef, onClick: (event) => (event.currentTarget.dataset.chooser === 'off' ? event.preventDefault() : undefined) })}>Choose files</button>
        </section>
      );
    }
    const test = setup(<Composed />);
    expect(rootRef.current).toBe(test.root());
    expect(browseRef.current).toBe(test.browse());

    // Its drag handler runs, and dropzone's after it (before any chooser opens: dropzone takes no
    // drag while it thinks one is open, and the one below never closes).
    const data = transfer(file('cat.png', 10, 'image/png'));
    test.root().dispatchEvent(new DragEvent('dragenter', { dataTransfer: data, bubbles: true, cancelable: true }));
    await waitFor(() => expect(test.root()).toHaveAttribute('data-drag', 'accept'));
    expect(onDragEnter).toHaveBeenCalledOnce();
    test.root().dispatchEvent(new DragEvent('dragleave', { dataTransfer: data, bubbles: true, cancelable: true }));
    await waitFor(() => expect(test.root()).toHaveAttribute('data-drag', 'idle'));

    await userEvent.click(test.browse());
    expect(onFocus).toHaveBeenCalled();
    expect(click).toHaveBeenCalledTimes(1);
    // The app prevents the click: no chooser.
    test.browse().dataset.chooser = 'off';
    await userEvent.click(test.browse());
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('drives a shared upload, and does not say again what it held when it mounted', async () => {
    function Shared({ open }: { open: boolean }) {
      const upload = useUpload({ retryDelay: () => 0 });
      return open ? uploader({ upload }) : null;
    }
    const test = setup(<Shared open />);
    await userEvent.upload(test.input(), [file('a.png', 10, 'image/png')]);
    await until(test.row('a.png'), 'done');
    await waitFor(() => expect(test.live()).toContain('a.png uploaded.'));

    // Closed and opened again, as a dialog is: the upload lives on in the app.
    test.rerender(<Shared open={false} />);
    test.rerender(<Shared open />);
    expect(test.row('a.png')()).toHaveAttribute('data-state', 'done');
    await userEvent.upload(test.input(), [file('b.png', 10, 'image/png')]);
    await until(test.row('b.png'), 'done');
    await waitFor(() => expect(test.live()).toContain('b.png uploaded.'));
    expect(test.live()).not.toContain('a.png');
  });
});
