import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { useFocusRecovery } from '../../hooks/useFocusRecovery.js';
import { useMessages } from '../../hooks/useMessages.js';
import { useUpload, type UseUploadOptions, type UseUploadResult } from '../../hooks/useUpload.js';
import { parseAccept } from '../../upload/accept.js';
import { acceptAttribute, toDropzoneAccept } from '../../media/accept.js';
import { useAnnouncer } from '../../hooks/useAnnouncer.js';
import { errorMessages } from '../../i18n/en/errors.js';
import { mediaUploaderMessages } from '../../i18n/en/mediaUploader.js';
import { flag, partProps, type MediaUploaderClassNames } from './anatomy.js';
import { Icon } from '../shared/Icon.js';
import { UploadRow, type RowContext } from './Row.js';
import { Totals } from './Totals.js';
import { hintText, rejectionMessage, rejectionsTitle } from '../../upload/sentences.js';
import { useRootProps } from '../../hooks/useRootProps.js';

const MESSAGES = { ...errorMessages, ...mediaUploaderMessages };

export interface MediaUploaderProps extends UseUploadOptions {
  /**
   * A `useUpload` result to drive instead of an own one, to share the files with a MediaGallery
   * or the app's own code. The engine options are then that hook's; `accept`, `maxSize` and
   * `maxFiles` given here still describe them to the user and filter the file chooser.
   */
  upload?: UseUploadResult;
  /**
   * Asks before the page is left while files are uploading.
   * @default false
   */
  warnBeforeUnload?: boolean;
  /**
   * Thumbnails in the list (images decoded off the main thread, first frames of videos). True by default.
   * @default true
   */
  previews?: boolean;
  /**
   * Files pasted while focus is inside the uploader are added. True by default.
   * @default true
   */
  paste?: boolean;
  /** A class for the root element, beside its stable `sk-MediaUploader-root` class. */
  className?: string;
  /** A class for any part, by its name (`{ dropzone: '…' }`), beside the part's stable `sk-MediaUploader-<part>` class. */
  classNames?: MediaUploaderClassNames;
}

/**
 * Files in, uploaded: a drop zone with a real "Browse files" button, paste, the reasons a file
 * was not taken, one row per file with its progress, state and actions, and a total. Thin DOM
 * over `useUpload`.
 */
export function MediaUploader(props: MediaUploaderProps) {
  return props.upload ? <Uploader {...props} upload={props.upload} /> : <OwnUploader {...props} />;
}

/** The engine options are the props themselves: what else they hold, the engine never reads. */
function OwnUploader(props: MediaUploaderProps) {
  return <Uploader {...props} upload={useUpload(props)} />;
}

function Uploader({
  upload,
  warnBeforeUnload = false,
  previews = true,
  paste = true,
  accept,
  maxSize,
  maxFiles,
  autoStart,
  className,
  classNames,
}: MediaUploaderProps & { upload: UseUploadResult }) {
  const rootProps = useRootProps();
  // Kept while the provider's messages stay the same object: rows' effects depend on the messages,
  // and should run when an item changes, not whenever the uploader renders.
  const { m, t, plural, locale } = useMessages({ defaults: MESSAGES, caller: 'MediaUploader' });
  const p = partProps(classNames);
  const hintId = useId();
  const { store, itemIds, rejections, isUploading, isOffline } = upload;
  const acceptKey = typeof accept === 'string' ? accept : accept?.join(',');
  const entries = useMemo(() => parseAccept(acceptKey), [acceptKey]);

  const { messages, announce } = useAnnouncer();

  const { getRootProps, getInputProps, open, isDragActive, isDragReject } = useDropzone({
    accept: toDropzoneAccept(entries),
    multiple: maxFiles !== 1,
    noClick: true,
    noKeyboard: true,
    noPaste: !paste,
    // The <input>, so the chooser works in every browser and in tests; no FS Access picker.
    useFsAccessApi: false,
    // Everything goes to the engine, accepted by dropzone or not: one judge, one set of reasons.
    onDrop: (accepted, rejected) => void upload.add([...accepted, ...rejected.map((rejection) => rejection.file)]),
  });

  // What the list held when this uploader mounted (a shared upload, a dialog opened again) was
  // said by whoever showed it then: not news. Rows judge their own states against it.
  const [atMount] = useState(() => ({ ids: new Set(itemIds), rejections }));

  // Files added, by whatever route (drop, chooser, paste, the app's own add): said once each.
  useEffect(() => {
    for (const id of itemIds) {
      if (atMount.ids.has(id)) continue;
      const item = store.getItem(id);
      if (item) announce(`added:${id}`, t(m.mediaUploaderAnnounceAdded, { name: item.name }), (count) => plural('mediaUploaderAnnounceAddedMany', count));
    }
  }, [itemIds, atMount, store, announce, t, m, plural]);

  // Refusals, once per add (or refused retry).
  useEffect(() => {
    if (!rejections.length || rejections === atMount.rejections) return;
    announce(rejections, rejections.map((rejection) => rejectionMessage(rejection, m, t, entries, locale)).join(' '));
  }, [rejections, atMount, announce, m, t, entries, locale]);

  useEffect(() => {
    if (!warnBeforeUnload || !isUploading) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Still needed by browsers that ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [warnBeforeUnload, isUploading]);

  // A removed row takes focus with it: the next row's first button gets it, else the previous
  // row's, else Browse.
  const list = useRef<HTMLUListElement>(null);
  const browse = useRef<HTMLButtonElement>(null);
  const removedAt = useRef(0);
  const focus = useFocusRecovery((lost) => {
    if (!lost) return;
    const rows = list.current?.children;
    const row = rows?.[Math.min(removedAt.current, rows.length - 1)];
    (row?.querySelector('button') ?? browse.current)?.focus();
  });
  const remove = useCallback(
    (id: string) => {
      removedAt.current = Math.max(0, store.getItemIds().indexOf(id));
      store.remove(id);
    },
    [store],
  );

  // Stable while nothing it holds changes, so a drag over the uploader re-renders no row.
  const classKey = JSON.stringify(classNames ?? {});
  const c = useMemo<RowContext>(
    () => ({ store, p: partProps(JSON.parse(classKey) as MediaUploaderClassNames), m, t, locale, previews, isOffline, announce, listedAtMount: atMount.ids, remove }),
    [store, classKey, m, t, locale, previews, isOffline, announce, atMount, remove],
  );
  const dragState = isDragActive ? (isDragReject ? 'reject' : 'accept') : 'idle';
  const hint = hintText(m, t, entries, maxSize, maxFiles, locale);

  return (
    <div
      {...getRootProps({
        ...p('root', className),
        role: 'group',
        'aria-label': m.mediaUploaderLabel,
      })}
      // Outside getRootProps: with noKeyboard, dropzone drops the focus handlers it is given.
      onFocus={focus.onFocus}
      onBlur={focus.onBlur}
      {...rootProps}
      data-state={isUploading ? 'uploading' : 'idle'}
      data-drag-active={flag(isDragActive)}
      data-drag-reject={flag(isDragActive && isDragReject)}
      data-offline={flag(isOffline)}
    >
      <input {...getInputProps({ ...p('input'), accept: acceptAttribute(entries), 'aria-label': m.mediaUploaderInputLabel })} />
      <div {...p('dropzone')} data-state={dragState} data-drag-active={flag(isDragActive)}>
        <Icon {...p('icon')} path="M11 15V7.8L8.4 10.4 7 9l5-5 5 5-1.4 1.4L13 7.8V15h-2zm-6 4v-4h2v2h10v-2h2v4H5z" />
        <p {...p('label')}>
          {isDragActive ? (isDragReject ? m.mediaUploaderDropReject : m.mediaUploaderDropActive) : m.mediaUploaderDrop}
        </p>
        <button {...p('browse')} ref={browse} type="button" data-variant="primary" onClick={open} aria-describedby={hint ? hintId : undefined}>
          {m.mediaUploaderBrowse}
        </button>
        {hint && (
          <p {...p('hint')} id={hintId}>
            {hint}
          </p>
        )}
      </div>
      {isOffline && (
        <p {...p('offline')} role="status">
          {m.mediaUploaderOffline}
        </p>
      )}
      {rejections.length > 0 && (
        <div {...p('rejections')}>
          <p {...p('rejections-title')} id={`${hintId}-rejected`}>
            {rejectionsTitle(rejections, m)}
          </p>
          <ul {...p('rejection-list')} aria-labelledby={`${hintId}-rejected`}>
            {rejections.map((rejection, index) => (
              <li {...p('rejection')} key={index} data-code={rejection.code}>
                {rejectionMessage(rejection, m, t, entries, locale)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {itemIds.length > 0 && (
        <ul {...p('list')} ref={list} aria-label={m.mediaUploaderListLabel}>
          {itemIds.map((id) => (
            <UploadRow key={id} id={id} c={c} />
          ))}
        </ul>
      )}
      <Totals c={c} showStart={autoStart === false} />
      <div {...p('live', 'sk-visually-hidden')} aria-live="polite">
        {messages.map((message) => (
          <p {...p('announcement')} key={message.id}>
            {message.text}
          </p>
        ))}
      </div>
    </div>
  );
}

