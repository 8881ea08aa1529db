import { lazy, Suspense, useEffect, useId, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { formatMessage } from '../../i18n/messages.js';
import type { MediaCheckMessages } from '../../i18n/en/mediaCheck.js';
import type { MediaFacts } from '../../media/types.js';
import type { UseMediaGalleryResult } from '../../hooks/useMediaGallery.js';
import { useUploadItem } from '../../hooks/useUploadItem.js';
import type { UploadStore } from '../../upload/storeApi.js';
import { FilePreview } from '../shared/FilePreview.js';
import { uploadStatusText } from '../../media/status.js';
import { Icon } from '../shared/Icon.js';
import { MediaIcon } from '../shared/MediaIcon.js';
import { mediaKind, type MediaKind } from '../../media/kind.js';
import { toGalleryItem, type MediaGallerySource } from '../../gallery/items.js';
import type { MediaGalleryMessages } from '../../i18n/en/mediaGallery.js';
import { flag, type PartProps } from './anatomy.js';
import { checkerStore, type GalleryChecker } from '../../gallery/checker.js';
import type { GalleryCheck, TileVerdicts } from '../../gallery/refusal.js';
import { takesEdit } from '../../upload/media.js';
import type { TileControlProps } from './TileCrop.js';

/** An uploader's image's crop button and the cropper's dialog: loaded with the first image tile its uploader's networks checked. */
// Pure: a gallery that never shows such a tile keeps nothing of it.
const TileCrop = /* @__PURE__ */ lazy(() => import('./TileCrop.js'));

/** What every tile needs from the gallery. */
export interface TileContext {
  g: UseMediaGalleryResult;
  p: PartProps;
  m: MediaGalleryMessages;
  locale: string | undefined;
  /** The gallery's `networks` and the rest, when it checks its tiles itself. */
  check: GalleryCheck | undefined;
  /** The checker, once loaded; and its messages under the provider's. */
  checker: GalleryChecker | undefined;
  checkMessages: MediaCheckMessages;
  /** Says `text` in the gallery's live region: what an uploader's tile did (its crop, its Undo). */
  announce: (text: string) => void;
}

/** What a refused tile shows: the badge's text, and the full reason for its description and tooltip. */
interface Refusal {
  label: string;
  reason: string;
}

/**
 * A tile's refusal, if a chosen network refuses its media: `verdicts` (its own, or `undefined`
 * while its facts are read). Loads the checker when `wanted`.
 */
function useRefusal(c: TileContext, wanted: boolean, verdicts: TileVerdicts | undefined): Refusal | undefined {
  useEffect(() => {
    if (wanted) checkerStore.load();
  }, [wanted]);
  const { checker, checkMessages, m, locale } = c;
  return useMemo(() => {
    const refusal = wanted && checker && verdicts ? checker.tileRefusal(verdicts, checkMessages, locale) : undefined;
    return refusal && { label: formatMessage(m.mediaGalleryRefusedBy, { networks: refusal.networks }, locale), reason: refusal.reason };
  }, [wanted, checker, verdicts, checkMessages, m, locale]);
}

const NO_STORE = { subscribe: () => () => {}, getVersion: () => 0 };

/** A file's facts, read in the browser by the checker's store (pending until read); `undefined` before the checker loads. */
function useFileFacts(c: TileContext, file: File | undefined): MediaFacts | undefined {
  const store = c.check && c.checker && file ? c.checker.factsStore(c.check.read) : undefined;
  useEffect(() => (store && file ? store.watch([file]) : undefined), [store, file]);
  const { subscribe, getVersion } = store ?? NO_STORE;
  const version = useSyncExternalStore(subscribe, getVersion, getVersion);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` says when the store's facts changed
  return useMemo(() => (store && file ? store.get(file) : undefined), [store, file, version]);
}

interface FrameProps {
  c: TileContext;
  index: number;
  id: string;
  name: string;
  kind: MediaKind;
  /** The item's status, as data-state; upload states and `active` have messages. */
  status: string | undefined;
  statusText: string | undefined;
  thumbnail: ReactNode;
  progress?: ReactNode;
  refusal?: Refusal;
  /** An edit of the item (an image's crop), given what its controls take from the cell. */
  edit?: (control: TileControlProps) => ReactNode;
}

function TileFrame({ c, index, id, name, kind, status, statusText, thumbnail, progress, refusal, edit }: FrameProps) {
  const { g, p, m } = c;
  const cell = g.getCellProps(index);
  const reasonId = useId();
  // In the tab order of the active item only: Tab from it reaches its buttons. An item that cannot
  // be chosen yet is aria-disabled, which its descendants would inherit: they still work, and say so.
  const control: TileControlProps = { tabIndex: cell.tabIndex, 'aria-disabled': cell['aria-disabled'] ? false : undefined };
  return (
    // The badge's text joins the tile's name; the full reason is its description, read after it.
    <div {...p('item')} {...cell} data-state={status} data-kind={kind} data-refused={flag(refusal)} aria-describedby={refusal ? reasonId : undefined}>
      {thumbnail}
      {g.selectionMode !== 'none' && (
        <span {...p('check')} aria-hidden="true">
          <Icon path="M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6 11-11-1.4-1.4z" />
        </span>
      )}
      <span {...p('name')} title={name}>
        {name}
      </span>
      {statusText && <span {...p('status')}>{statusText}</span>}
      {refusal && (
        // After the name in the DOM (the name is read first), over the thumbnail on screen. The
        // tooltip is for the mouse; the description below is what a screen reader reads.
        <span {...p('badge')} title={refusal.reason}>
          <Icon path="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20ZM4 12a8 8 0 0 1 12.9-6.31L5.69 16.9A7.9 7.9 0 0 1 4 12Zm8 8a7.9 7.9 0 0 1-4.9-1.69L18.31 7.1A8 8 0 0 1 12 20Z" />
          <span>{refusal.label}</span>
        </span>
      )}
      {refusal && (
        // Out of the tile's name (aria-hidden), in its description all the same: aria-describedby
        // reads a hidden element it points at.
        <span {...p('reason')} id={reasonId} aria-hidden="true">
          {refusal.reason}
        </span>
      )}
      {progress}
      {edit?.(control)}
      {g.canRemove(id) && (
        <button
          {...p('remove')}
          {...control}
          type="button"
          data-variant="secondary"
          data-size="sm"
          aria-label={formatMessage(m.mediaGalleryRemove, { name }, c.locale)}
          onClick={() => g.remove(id)}
        >
          <Icon path="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z" />
        </button>
      )}
    </div>
  );
}

const statusMessage = (m: MediaGalleryMessages, status: string | undefined) =>
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
  const { check, checker } = c;
  // Per record object, not per render (each render makes a new item of it).
  const verdicts = useMemo(() => {
    const facts = check && checker?.recordFacts(toGalleryItem(source));
    return facts && check && checker ? checker.tileVerdicts(facts, check) : undefined;
  }, [check, checker, source]);
  const refusal = useRefusal(c, !!check, verdicts);
  return (
    <TileFrame
      c={c}
      index={index}
      id={item.id}
      name={item.name}
      kind={kind}
      status={item.status}
      statusText={statusMessage(c.m, item.status)}
      thumbnail={<RemoteThumbnail attrs={c.p('thumbnail')} kind={kind} url={item.url} thumbnailUrl={item.thumbnailUrl} />}
      refusal={refusal}
    />
  );
}

/**
 * An uploader's item: re-renders alone on its own progress, previews the local file. `id` is the
 * gallery's (the media id once confirmed), `local` the uploader's.
 */
export function UploadTile({ c, index, id, local, store }: { c: TileContext; index: number; id: string; local: string; store: UploadStore }) {
  const item = useUploadItem(store, local);
  // The gallery's own networks, checked against the file's facts; else the verdicts its uploader found.
  const facts = useFileFacts(c, item?.file);
  const { check, checker } = c;
  const own = useMemo(() => (check && checker && facts ? checker.tileVerdicts(facts, check) : undefined), [check, checker, facts]);
  const refusal = useRefusal(c, !!check || !!item?.verdicts, check ? own : item?.verdicts);
  if (!item) return null;
  const { m, p, locale } = c;
  const kind = mediaKind(item.contentType, item.name);
  // As on the uploader's row: an image its uploader's networks checked (a crop is made for them).
  // The gallery's own networks, when given, name the button and give the ratios.
  const edit = takesEdit(item, 'image')
    ? (control: TileControlProps) => (
        <Suspense fallback={null}>
          <TileCrop p={p} store={store} id={local} verdicts={check ? (own ?? {}) : undefined} rules={check?.rules} control={control} announce={c.announce} />
        </Suspense>
      )
    : undefined;
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
      refusal={refusal}
      edit={edit}
      progress={
        // While the file is on its way (what can still be canceled is still moving).
        item.canCancel && (
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
