import { useState, type ReactNode } from 'react';
import { formatMessage } from '../../i18n/messages.js';
import type { UseMediaGalleryResult } from '../../hooks/useMediaGallery.js';
import { useUploadItem } from '../../hooks/useUploadItem.js';
import type { UploadStore } from '../../upload/types.js';
import { FilePreview } from '../media/FilePreview.js';
import { isRunning, uploadStatusText } from '../media/status.js';
import { MediaIcon } from '../media/icons.js';
import { mediaKind, type MediaKind } from '../media/kind.js';
import { toGalleryItem, type MediaGallerySource } from './items.js';
import type { MediaGalleryMessages } from '../../i18n/en/mediaGallery.js';
import type { PartProps } from './anatomy.js';

/** What every tile needs from the gallery. */
export interface TileContext {
  g: UseMediaGalleryResult;
  p: PartProps;
  m: MediaGalleryMessages;
  locale: string | undefined;
}

interface FrameProps {
  c: TileContext;
  index: number;
  id: string;
  name: string;
  kind: MediaKind;
  /** The item's status, as data-state; upload states and `active` have words. */
  status: string | undefined;
  statusText: string | undefined;
  thumbnail: ReactNode;
  progress?: ReactNode;
}

function TileFrame({ c, index, id, name, kind, status, statusText, thumbnail, progress }: FrameProps) {
  const { g, p, m } = c;
  const cell = g.getCellProps(index);
  return (
    <div {...p('item')} {...cell} data-state={status} data-kind={kind}>
      {thumbnail}
      {g.selectionMode !== 'none' && (
        <span {...p('check')} aria-hidden="true">
          <svg viewBox="0 0 24 24" focusable="false">
            <path d="M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6 11-11-1.4-1.4z" fill="currentColor" />
          </svg>
        </span>
      )}
      <span {...p('name')} title={name}>
        {name}
      </span>
      {statusText && <span {...p('status')}>{statusText}</span>}
      {progress}
      {g.canRemove(id) && (
        // In the tab order of the active item only: Tab from it reaches its remove button. An item
        // that cannot be chosen yet is aria-disabled, which its descendants would inherit: this
        // one still works, and says so.
        <button
          {...p('remove')}
          type="button"
          data-variant="secondary"
          data-size="sm"
          tabIndex={cell.tabIndex}
          aria-disabled={cell['aria-disabled'] ? false : undefined}
          aria-label={formatMessage(m.mediaGalleryRemove, { name }, c.locale)}
          onClick={() => g.remove(id)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z" fill="currentColor" />
          </svg>
        </button>
      )}
    </div>
  );
}

const statusWords = (m: MediaGalleryMessages, status: string | undefined) =>
  status === undefined ? undefined : ((m as Record<string, string>)[`mediaStatus_${status}`] ?? status);

/** A remote image or video; a video without a poster shows its first frame (metadata only). */
function RemoteThumbnail({ attrs, kind, url, thumbnailUrl }: { attrs: Record<string, string>; kind: MediaKind; url?: string; thumbnailUrl?: string }) {
  const src = thumbnailUrl ?? url;
  const [failed, setFailed] = useState<string>();
  const broken = !src || failed === src || kind === 'other';
  return (
    <span {...attrs} data-state={broken ? 'placeholder' : 'ready'} data-kind={kind} aria-hidden="true">
      {broken ? (
        <MediaIcon kind={kind} />
      ) : kind === 'video' && !thumbnailUrl ? (
        <video src={`${src.split('#')[0]}#t=0.1`} preload="metadata" muted playsInline disablePictureInPicture tabIndex={-1} onError={() => setFailed(src)} />
      ) : (
        <img src={src} alt="" loading="lazy" decoding="async" draggable={false} onError={() => setFailed(src)} />
      )}
      {!broken && kind === 'video' && <MediaIcon kind="video" />}
    </span>
  );
}

export function RecordTile({ c, index, source }: { c: TileContext; index: number; source: MediaGallerySource }) {
  const item = toGalleryItem(source);
  const kind = mediaKind(item.contentType, item.name);
  return (
    <TileFrame
      c={c}
      index={index}
      id={item.id}
      name={item.name}
      kind={kind}
      status={item.status}
      statusText={statusWords(c.m, item.status)}
      thumbnail={<RemoteThumbnail attrs={c.p('thumbnail')} kind={kind} url={item.url} thumbnailUrl={item.thumbnailUrl} />}
    />
  );
}

/**
 * An uploader's item: re-renders alone on its own progress, previews the local file. `id` is the
 * gallery's (the media id once confirmed), `local` the uploader's.
 */
export function UploadTile({ c, index, id, local, store }: { c: TileContext; index: number; id: string; local: string; store: UploadStore }) {
  const item = useUploadItem(store, local);
  if (!item) return null;
  const { m, p, locale } = c;
  const kind = mediaKind(item.contentType, item.name);
  return (
    <TileFrame
      c={c}
      index={index}
      id={id}
      name={item.name}
      kind={kind}
      status={item.status}
      statusText={uploadStatusText(item, m, locale)}
      thumbnail={<FilePreview attrs={c.p('thumbnail')} file={item.file} contentType={item.contentType} />}
      progress={
        isRunning(item) && (
          <progress
            {...p('progress')}
            max={1}
            // Indeterminate until bytes move, and again while the service confirms.
            value={item.status === 'uploading' ? item.progress : undefined}
            aria-label={formatMessage(m.mediaGalleryProgress, { name: item.name }, locale)}
          />
        )
      }
    />
  );
}
