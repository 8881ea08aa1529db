import { useMediaUploader, useUploadItem, type UploadStatus, type UploadStore, type UseMediaUploaderOptions, type UseMediaUploaderResult } from '../../src/index.js';

/** Each status in the app's own words; what a file can be asked to do is the item's (`canCancel`, `canRetry`). */
const STATUS: Record<UploadStatus, string> = { queued: 'Waiting', fitting: 'Resizing', requesting: 'Starting', uploading: 'Uploading', confirming: 'Finishing', done: 'Uploaded', error: 'Failed', canceled: 'Canceled', refused: 'Not uploaded', interrupted: 'Interrupted' };

/** What the drop zone says, before and while files are dragged over it. */
const DRAG = { idle: 'Drop or paste photos and videos here, or', accept: 'Drop to add them', reject: 'Some of these cannot be added' };

/** Read by screen readers, not shown. */
const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;

/** One file, a direct child of the list: its first button is where focus goes when the focused one leaves. */
function Row({ store, id, remove }: { store: UploadStore; id: string; remove: UseMediaUploaderResult['remove'] }) {
  const item = useUploadItem(store, id);
  if (!item) return null;
  return (
    <li aria-label={item.name} data-state={item.status} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{item.name}</span>
      <span>{STATUS[item.status]}</span>
      {item.canCancel && <progress value={item.progress} max={1} aria-label={`${item.name} progress`} />}
      {item.canCancel && (
        <button type="button" onClick={() => store.cancel(id)}>
          Cancel {item.name}
        </button>
      )}
      {item.canRetry && (
        <button type="button" onClick={() => store.retry(id)}>
          Retry {item.name}
        </button>
      )}
      {!item.canCancel && (
        <button type="button" onClick={() => remove(id)}>
          Remove {item.name}
        </button>
      )}
    </li>
  );
}

/**
 * MediaUploader's behaviour in the app's own markup: drop, paste and Browse, the limits and the
 * refusals in words, a live region, and the keyboard's place kept when a row's button or the row
 * goes. No component, no stylesheet. Its options are the hook's: photos and videos up to 50 MB
 * unless told otherwise.
 */
export function HeadlessMediaUploader({ accept = ['image/*', 'video/*'], maxSize = 50 * 1024 * 1024, ...options }: UseMediaUploaderOptions) {
  const uploader = useMediaUploader({ accept, maxSize, ...options });
  const { upload, hint, rejections } = uploader;
  return (
    <section
      {...uploader.getRootProps({ 'aria-label': 'Post media' })}
      style={{
        display: 'grid',
        gap: '0.5rem',
        maxWidth: '36rem',
        padding: '1rem',
        color: 'var(--sk-color-fg)',
        border: `2px dashed ${uploader.dragState === 'reject' ? 'var(--sk-color-danger)' : 'var(--sk-color-border)'}`,
      }}
    >
      <input {...uploader.getInputProps()} />
      <p style={{ margin: 0 }}>{DRAG[uploader.dragState]}</p>
      <button {...uploader.getBrowseProps()} style={{ justifySelf: 'start' }}>
        Choose files
      </button>
      {hint && <p {...uploader.getHintProps()}>{hint}</p>}
      {rejections.length > 0 && (
        <ul aria-label={uploader.rejectionsTitle}>
          {rejections.map((rejection, index) => (
            <li key={index}>{rejection.text}</li>
          ))}
        </ul>
      )}
      {upload.itemIds.length > 0 && (
        <ul {...uploader.getListProps()} style={{ display: 'grid', gap: '0.25rem', padding: 0, listStyle: 'none' }}>
          {upload.itemIds.map((id) => (
            <Row key={id} store={upload.store} id={id} remove={uploader.remove} />
          ))}
        </ul>
      )}
      <div {...uploader.getLiveRegionProps()} style={hidden}>
        {uploader.announcements.map((announcement) => (
          <p key={announcement.id}>{announcement.text}</p>
        ))}
      </div>
    </section>
  );
}
