import { defaultRangeExtractor, measureElement, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useInsertionEffect, useMemo, useRef, type ReactNode } from 'react';
import { useMessages, useSocialKit } from '../../hooks/context.js';
import {
  resolveColumns,
  useColumnsWarning,
  useMediaGallery,
  type MediaGalleryColumns,
  type UseMediaGalleryOptions,
} from '../../hooks/useMediaGallery.js';
import type { UseUploadResult } from '../../hooks/useUpload.js';
import type { MediaGallerySource } from './items.js';
import { mediaGalleryMessages } from './messages.js';
import { flag, partProps, type MediaGalleryClassNames } from './parts.js';
import { RecordTile, UploadTile, type TileContext } from './tiles.js';

export interface MediaGalleryProps extends Pick<UseMediaGalleryOptions, 'selectionMode' | 'value' | 'defaultValue' | 'onValueChange'> {
  /** Media to show: the service's records as the client returns them, or simple items. */
  items?: readonly MediaGallerySource[];
  /** An uploader's files (the result of `useUpload`, shared with a MediaUploader), after `items`. */
  upload?: Pick<UseUploadResult, 'store' | 'itemIds' | 'remove'>;
  /** Items per row: 2, 3 (the default) or 4. */
  columns?: MediaGalleryColumns;
  /** Offers removal of `items` (uploader files are removed from the uploader, then this is called). */
  onRemove?: (id: string) => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Shown when there is nothing to show; the `mediaGalleryEmpty` message by default. */
  empty?: ReactNode;
  className?: string;
  classNames?: MediaGalleryClassNames;
}

// A first guess at a row's height, replaced by the first measured row. The first rect lets the
// server (and a first client render, identical for hydration) list a few rows.
const ROW_ESTIMATE = 200;
const INITIAL_RECT = { width: 0, height: 600 };
const NO_IDS: readonly string[] = [];

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
  onRemove,
  empty,
  className,
  classNames,
  ...labelling
}: MediaGalleryProps) {
  const { locale } = useSocialKit('MediaGallery');
  const m = useMessages(mediaGalleryMessages);
  useColumnsWarning(requestedColumns, 'MediaGallery');
  const columns = resolveColumns(requestedColumns);
  const p = partProps(classNames);

  const uploadIds = upload?.itemIds ?? NO_IDS;
  const ids = useMemo(() => {
    const own = items?.map((item) => item.id) ?? [];
    return uploadIds.length ? [...own, ...uploadIds] : own;
  }, [items, uploadIds]);
  const uploadSet = useMemo(() => new Set(uploadIds), [uploadIds]);

  const scrollTo = useRef<(index: number) => void>(undefined);
  const rowHeight = useRef(ROW_ESTIMATE);
  const scrollElement = useRef<HTMLDivElement | null>(null);
  // Asked at the key press: as many rows as the viewport shows.
  const pageRows = useCallback(() => (scrollElement.current?.clientHeight ?? 0) / rowHeight.current, []);

  const latest = useRef({ upload, onRemove });
  useInsertionEffect(() => {
    latest.current = { upload, onRemove };
  });
  const remove = useCallback((id: string) => {
    const { upload: uploader, onRemove: callback } = latest.current;
    if (uploader?.itemIds.includes(id)) uploader.remove(id);
    callback?.(id);
  }, []);

  const g = useMediaGallery({
    ids,
    columns,
    selectionMode,
    value,
    defaultValue,
    onValueChange,
    onRemove: onRemove || upload ? remove : undefined,
    pageRows,
    scrollToIndex: (index) => scrollTo.current?.(index),
  });

  // Whatever the scroll position, the row with the tab stop stays mounted: keyboard focus is
  // never lost to an unmount, and Tab always has somewhere to land.
  const activeRow = Math.floor(g.activeIndex / columns);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      if (activeRow >= range.count || rows.includes(activeRow)) return rows;
      return [...rows, activeRow].sort((a, b) => a - b);
    },
    [activeRow],
  );
  // The virtualizer keeps its own state and re-renders us; nothing here is memoized by a compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: g.rowCount,
    getScrollElement: () => scrollElement.current,
    estimateSize: () => rowHeight.current,
    overscan: 2,
    initialRect: INITIAL_RECT,
    indexAttribute: 'data-row-index',
    rangeExtractor,
    measureElement: (element, entry, instance) => (rowHeight.current = measureElement(element, entry, instance)),
  });
  useInsertionEffect(() => {
    scrollTo.current = (index) => virtualizer.scrollToIndex(Math.floor(index / columns), { align: 'auto' });
  });

  const { ref: gridRef, ...gridProps } = g.getGridProps();
  const setGrid = useCallback(
    (node: HTMLDivElement | null) => {
      scrollElement.current = node;
      gridRef(node);
    },
    [gridRef],
  );

  const c: TileContext = { g, p, m, locale, removable: (id) => !!onRemove || uploadSet.has(id) };
  const ownCount = items?.length ?? 0;

  return (
    <div {...p('root', className)} data-sk-root="" data-columns={columns} data-selection-mode={selectionMode} data-empty={flag(!ids.length)}>
      {ids.length === 0 ? (
        <p {...p('empty')}>{empty ?? m.mediaGalleryEmpty}</p>
      ) : (
        <div
          {...p('grid')}
          {...gridProps}
          ref={setGrid}
          aria-label={labelling['aria-labelledby'] ? undefined : (labelling['aria-label'] ?? m.mediaGalleryLabel)}
          aria-labelledby={labelling['aria-labelledby']}
        >
          <div {...p('content')} style={{ blockSize: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((row) => {
              const first = row.index * columns;
              const cells = [];
              for (let index = first; index < Math.min(first + columns, ids.length); index++) {
                const id = ids[index]!;
                cells.push(
                  index < ownCount ? (
                    <RecordTile key={id} c={c} index={index} source={items![index]!} />
                  ) : (
                    <UploadTile key={id} c={c} index={index} id={id} store={upload!.store} />
                  ),
                );
              }
              return (
                <div
                  {...p('row')}
                  {...g.getRowProps(row.index)}
                  key={row.key}
                  data-row-index={row.index}
                  ref={virtualizer.measureElement}
                  style={{ transform: `translateY(${row.start}px)` }}
                >
                  {cells}
                </div>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
