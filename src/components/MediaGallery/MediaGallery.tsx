import { useCallback, useInsertionEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useMessages } from '../../hooks/useMessages.js';
import { useAnnouncer } from '../../hooks/useAnnouncer.js';
import { useMediaGallery, type UseMediaGalleryOptions } from '../../hooks/useMediaGallery.js';
import { useColumnsWarning } from '../../hooks/useColumnsWarning.js';
import { resolveColumns, type MediaGalleryColumns } from '../../gallery/columns.js';
import { useRowWindow, type UseRowWindowResult } from '../../hooks/useRowWindow.js';
import { useConfirmedUploads } from '../../hooks/useConfirmedUploads.js';
import { useChosenMedia } from '../../hooks/useChosenMedia.js';
import type { PostMedia } from '../../client/postPayload.js';
import type { UseUploadResult } from '../../hooks/useUpload.js';
import { galleryEntries } from '../../gallery/entries.js';
import type { MediaGallerySource } from '../../gallery/items.js';
import { mediaGalleryMessages } from '../../i18n/en/mediaGallery.js';
import { flag, partProps, type MediaGalleryClassNames } from './anatomy.js';
import { RecordTile, UploadTile, type TileContext } from './tiles.js';
import { useRootProps } from '../../hooks/useRootProps.js';
import { MediaIcon } from '../shared/MediaIcon.js';
import type { NetworkId } from '../../client/types.js';
import { networkIds, type MediaCheckTarget } from '../../media/targets.js';
import type { MediaFactsReader } from '../../media/store.js';
import type { MediaRulesTable } from '../../networks/media/types.js';
import type { MediaCheckMessages } from '../../i18n/en/mediaCheck.js';
import { checkerStore } from '../../gallery/checker.js';
import type { GalleryCheck } from '../../gallery/refusal.js';

/** Until the checker's messages load: a tile shows no badge before then. */
const NO_MESSAGES = {} as MediaCheckMessages;

export interface MediaGalleryProps extends Pick<UseMediaGalleryOptions, 'selectionMode' | 'value' | 'defaultValue' | 'onValueChange'> {
  /** Media to show: the service's records as the client returns them, or simple items. */
  items?: readonly MediaGallerySource[];
  /**
   * An uploader's files (the result of `useUpload`, shared with a MediaUploader), after `items`.
   * A file can be chosen once the service confirmed it, by its media id; one that `items` also
   * lists shows once, as the record. Each file's tile removes it from the uploader.
   */
  upload?: Pick<UseUploadResult, 'store' | 'itemIds' | 'remove'>;
  /**
   * Items per row: 2, 3 (the default) or 4.
   * @default 3
   */
  columns?: MediaGalleryColumns;
  /**
   * Offers removal of `items`, called with a record's id (an uploader's own files leave the
   * uploader instead, and never reach this). A record the uploader also holds leaves it too.
   */
  onRemove?: (id: string) => void;
  /** The grid's accessible name, when no visible heading names it; "Media" in the default messages. */
  'aria-label'?: string;
  /** The id of a visible heading that names the grid; wins over `aria-label`. */
  'aria-labelledby'?: string;
  /**
   * The chosen tiles as a post takes them, for `buildPostPayload`'s `media`: in the gallery's order
   * (an uploader's files in the order its user set), an uploader's file with its alt text and
   * cover, a record as `{ id }`. Told when that changes: the choice, or a chosen file's alt text,
   * cover or place; not on the first render (the app holds the choice it rendered with).
   */
  onMediaChange?: (media: readonly PostMedia[]) => void;
  /** The sentence shown when there is nothing to show; the `mediaGalleryEmpty` message by default. */
  empty?: ReactNode;
  /** What fills an empty gallery, under its sentence: a button that opens your uploader, say. */
  emptyAction?: ReactNode;
  /**
   * The networks the post goes to: ids, or the accounts chosen for it. Each tile whose media one of
   * them would refuse shows a badge ("Refused by Instagram", `data-refused` on the tile) and has
   * the reason as its accessible description. An uploader's file is read in the browser; a record
   * is checked by its type and bytes, and by the `width`, `height` and `duration` it carries.
   * Without `networks`, an uploader's file shows the verdicts its uploader found (`useUpload`'s
   * `networks`). The checker loads on demand: without either, nothing of it downloads.
   */
  networks?: Iterable<MediaCheckTarget>;
  /** The post kind per network (`{ instagram: 'STORIES' }`), as `useUpload` takes it; a network left out gets its default. */
  postKind?: Readonly<Partial<Record<NetworkId, string>>>;
  /** The rules: `MEDIA_RULES` by default, or an app's `extendMediaRules(...)`. */
  mediaRules?: MediaRulesTable;
  /** Reads an uploader's file's facts; the browser reader, loaded on demand, by default. */
  readMediaFacts?: MediaFactsReader;
  /** A class for the root element, beside its stable `sk-MediaGallery-root` class. */
  className?: string;
  /** A class for any part, by its name (`{ item: '…' }`), beside the part's stable `sk-MediaGallery-<part>` class. */
  classNames?: MediaGalleryClassNames;
}

/**
 * Uploaded media, or an uploader's files, as a grid of thumbnails with names and states, for
 * browsing and for choosing media for a post. Rows are virtualized, so ten thousand items mount
 * as fast as twenty; the row holding keyboard focus always stays mounted. Thin DOM over
 * `useMediaGallery`.
 */
export function MediaGallery({
  items,
  upload,
  columns: requestedColumns,
  selectionMode = 'none',
  value,
  defaultValue,
  onValueChange,
  onMediaChange,
  onRemove,
  empty,
  emptyAction,
  networks,
  postKind,
  mediaRules,
  readMediaFacts,
  className,
  classNames,
  ...labelling
}: MediaGalleryProps) {
  const rootProps = useRootProps();
  const { m, locale } = useMessages({ defaults: mediaGalleryMessages, caller: 'MediaGallery' });
  useColumnsWarning(requestedColumns, 'MediaGallery');
  const columns = resolveColumns(requestedColumns);
  const p = partProps(classNames);

  const uploadIds = upload?.itemIds;
  const confirmed = useConfirmedUploads(upload?.store);
  const entries = useMemo(() => galleryEntries(items, uploadIds, confirmed), [items, uploadIds, confirmed]);
  const { ids } = entries;

  // Set below, once the window exists: the hook asks for it only at a key press.
  const view = useRef<UseRowWindowResult>(undefined);

  // The hook reads its options when it acts, so these need no stable identity.
  const g = useMediaGallery({
    ids,
    columns,
    selectionMode,
    value,
    defaultValue,
    onValueChange,
    canSelect: (id) => !entries.pending.has(id),
    // The same rule as the remove button: an upload's tile always, a record's with onRemove.
    canRemove: (id) => entries.uploadOf.has(id) || !!onRemove,
    onRemove:
      onRemove || upload
        ? (id) => {
            const local = entries.uploadOf.get(id);
            if (local !== undefined) return upload?.remove(local);
            onRemove?.(id);
            // Or its tile would come back as an upload once the app drops the record.
            const held = entries.confirmedByMedia.get(id);
            if (held !== undefined) upload?.remove(held);
          }
        : undefined,
    pageRows: () => view.current?.pageRows() ?? 0,
    scrollToIndex: (index) => view.current?.scrollToRow(Math.floor(index / columns)),
  });

  useChosenMedia(upload?.store, ids, g.value, onMediaChange);

  // Whatever the scroll position, the row with the tab stop stays mounted: keyboard focus is
  // never lost to an unmount, and Tab always has somewhere to land. Before the first measure (and
  // on the server) rows are guessed at 200px in a 600px viewport, so a few rows render.
  const rows = useRowWindow({ count: g.rowCount, keep: Math.floor(g.activeIndex / columns), layout: columns });
  useInsertionEffect(() => {
    view.current = rows;
  });

  const { ref: gridRef, ...gridProps } = g.getGridProps();
  const { scrollRef, rowRef, rowHeight } = rows;
  const setGrid = useCallback(
    (node: HTMLDivElement | null) => {
      scrollRef(node);
      gridRef(node);
    },
    [gridRef, scrollRef],
  );

  // Networks and post kinds often come as fresh arrays and objects: compared by content.
  const checkKey = networks ? JSON.stringify([networkIds(networks), postKind ?? {}]) : '';
  const check = useMemo((): GalleryCheck | undefined => {
    if (!checkKey) return undefined;
    const [ids, kinds] = JSON.parse(checkKey) as [NetworkId[], Partial<Record<NetworkId, string>>];
    return { networks: ids, postKind: kinds, rules: mediaRules, read: readMediaFacts };
  }, [checkKey, mediaRules, readMediaFacts]);
  const checker = useSyncExternalStore(checkerStore.subscribe, checkerStore.get, checkerStore.getServer);
  const { m: checkMessages } = useMessages({ defaults: checker?.messages ?? NO_MESSAGES, caller: 'MediaGallery' });

  // An uploader's tiles say what their crop did.
  const { messages: announcements, say } = useAnnouncer();
  const c: TileContext = { g, p, m, locale, check, checker, checkMessages, announce: say };
  const ownCount = items?.length ?? 0;

  return (
    <div {...p('root', className)} {...rootProps} data-columns={columns} data-selection-mode={selectionMode} data-empty={flag(!ids.length)}>
      {ids.length === 0 ? (
        <div {...p('empty')} {...g.getEmptyProps()} data-empty-state="">
          <MediaIcon kind="image" />
          <p {...p('empty-text')}>{empty ?? m.mediaGalleryEmpty}</p>
          {emptyAction}
        </div>
      ) : (
        <div
          {...p('grid')}
          {...gridProps}
          ref={setGrid}
          aria-label={labelling['aria-labelledby'] ? undefined : (labelling['aria-label'] ?? m.mediaGalleryLabel)}
          aria-labelledby={labelling['aria-labelledby']}
        >
          <div {...p('content')} style={{ blockSize: rows.totalHeight }}>
            {rows.rows.map((row) => (
              <div {...p('row')} {...g.getRowProps(row)} key={row} ref={rowRef} style={{ transform: `translateY(${row * rowHeight}px)` }}>
                {ids.slice(row * columns, (row + 1) * columns).map((id, column) => {
                  const index = row * columns + column;
                  return index < ownCount ? (
                    <RecordTile key={id} c={c} index={index} source={items![index]!} />
                  ) : (
                    <UploadTile key={entries.uploads[index - ownCount]} c={c} index={index} id={id} local={entries.uploads[index - ownCount]!} store={upload!.store} />
                  );
                })}
              </div>
            ))}
          </div>
        </div>
      )}
      {upload && (
        // An uploader's tiles crop: present before the first, so the first is heard.
        <div {...p('live', 'sk-visually-hidden')} aria-live="polite">
          {announcements.map((message) => (
            <p {...p('announcement')} key={message.id}>
              {message.text}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
