import { useId, useMemo } from 'react';
import { useMediaUploader, type UseMediaUploaderOptions } from '../../hooks/useMediaUploader.js';
import { useMessages } from '../../hooks/useMessages.js';
import { useRootProps } from '../../hooks/useRootProps.js';
import { UPLOADER_MESSAGES } from '../../upload/sentences.js';
import { flag, partProps, type MediaUploaderClassNames } from './anatomy.js';
import { Icon } from '../shared/Icon.js';
import { UploadRow } from './Row.js';
import type { RowContext } from './anatomy.js';
import { Totals } from './Totals.js';

export interface MediaUploaderProps extends UseMediaUploaderOptions {
  /**
   * Thumbnails in the list (images decoded off the main thread, first frames of videos). True by default.
   * @default true
   */
  previews?: boolean;
  /** A class for the root element, beside its stable `sk-MediaUploader-root` class. */
  className?: string;
  /** A class for any part, by its name (`{ dropzone: '…' }`), beside the part's stable `sk-MediaUploader-<part>` class. */
  classNames?: MediaUploaderClassNames;
}

/**
 * Files in, uploaded: a drop zone with a real "Browse files" button, paste, the reasons a file
 * was not taken, one row per file with its progress, state and actions, and a total. Thin DOM
 * over `useMediaUploader`.
 */
export function MediaUploader({ previews = true, className, classNames, ...options }: MediaUploaderProps) {
  // First, so that outside the provider the misuse message names the component.
  // Kept while the provider's messages stay the same object: rows should render when an item
  // changes, not whenever the uploader renders.
  const { m, t, locale } = useMessages({ defaults: UPLOADER_MESSAGES, caller: 'MediaUploader' });
  const uploader = useMediaUploader(options);
  const { upload, isDragActive, isDragReject, rejections } = uploader;
  const { store, itemIds, isUploading, isOffline, persistence } = upload;
  const { interrupted } = uploader;
  const rootProps = useRootProps();
  const p = partProps(classNames);
  const titleId = useId();

  // Stable while nothing it holds changes, so a drag over the uploader re-renders no row.
  const classKey = JSON.stringify(classNames ?? {});
  const { remove, getMoveProps, getDragHandleProps, getAltTextProps, getAltTextNotes, announce } = uploader;
  const c = useMemo<RowContext>(
    () => ({ store, p: partProps(JSON.parse(classKey) as MediaUploaderClassNames), m, t, locale, previews, isOffline, remove, getMoveProps, getDragHandleProps, getAltTextProps, getAltTextNotes, announce }),
    [store, classKey, m, t, locale, previews, isOffline, remove, getMoveProps, getDragHandleProps, getAltTextProps, getAltTextNotes, announce],
  );

  return (
    <div
      {...uploader.getRootProps(p('root', className))}
      {...rootProps}
      data-state={isUploading ? 'uploading' : 'idle'}
      data-drag-active={flag(isDragActive)}
      data-drag-reject={flag(isDragActive && isDragReject)}
      data-offline={flag(isOffline)}
    >
      <input {...uploader.getInputProps(p('input'))} />
      <div {...p('dropzone')} data-state={uploader.dragState} data-drag-active={flag(isDragActive)}>
        <Icon {...p('icon')} path="M11 15V7.8L8.4 10.4 7 9l5-5 5 5-1.4 1.4L13 7.8V15h-2zm-6 4v-4h2v2h10v-2h2v4H5z" />
        <p {...p('label')}>
          {isDragActive ? (isDragReject ? m.mediaUploaderDropReject : m.mediaUploaderDropActive) : m.mediaUploaderDrop}
        </p>
        <button {...uploader.getBrowseProps(p('browse'))} data-variant="primary">
          {m.mediaUploaderBrowse}
        </button>
        {uploader.hint && <p {...uploader.getHintProps(p('hint'))}>{uploader.hint}</p>}
      </div>
      {isOffline && (
        <p {...p('offline')} role="status">
          {m.mediaUploaderOffline}
        </p>
      )}
      {persistence === 'refused' && (
        <p {...p('not-kept')} role="status">
          {m.mediaUploaderNotKept}
        </p>
      )}
      {interrupted.count > 0 && (
        <div {...p('interrupted')} role="group" aria-labelledby={`${titleId}-interrupted`}>
          <p {...p('interrupted-text')} id={`${titleId}-interrupted`}>
            {interrupted.text}
          </p>
          <button {...p('resume-all')} type="button" data-variant="primary" data-size="sm" onClick={interrupted.resumeAll}>
            {m.mediaUploaderResumeAll}
          </button>
          <button {...p('discard-all')} type="button" data-variant="secondary" data-size="sm" onClick={interrupted.discardAll}>
            {m.mediaUploaderDiscardAll}
          </button>
        </div>
      )}
      {rejections.length > 0 && (
        <div {...p('rejections')}>
          <p {...p('rejections-title')} id={titleId}>
            {uploader.rejectionsTitle}
          </p>
          <ul {...p('rejection-list')} aria-labelledby={titleId}>
            {rejections.map((rejection, index) => (
              <li {...p('rejection')} key={index} data-code={rejection.code}>
                {rejection.text}
              </li>
            ))}
          </ul>
        </div>
      )}
      {itemIds.length > 0 && (
        <ul {...uploader.getListProps(p('list'))}>
          {itemIds.map((id, index) => (
            <UploadRow key={id} id={id} index={index} count={itemIds.length} c={c} />
          ))}
        </ul>
      )}
      <Totals c={c} showStart={options.autoStart === false} />
      <div {...uploader.getLiveRegionProps(p('live', 'sk-visually-hidden'))}>
        {uploader.announcements.map((message) => (
          <p {...p('announcement')} key={message.id}>
            {message.text}
          </p>
        ))}
      </div>
    </div>
  );
}
