import { useState } from 'react';
import { useMediaGallery } from '../../src/index.js';

const PHOTOS = ['Sunrise', 'Canyon', 'Dunes', 'Harbour', 'Forest', 'Glacier', 'Meadow'].map((name, index) => ({ id: `p${index}`, name, hue: index * 50 }));

/** The hook alone: a plain CSS grid without virtualization, our data attributes left unused. */
export function HeadlessMediaGallery() {
  const [photos, setPhotos] = useState(PHOTOS);
  const [chosen, setChosen] = useState<string[]>([]);
  const gallery = useMediaGallery({
    ids: photos.map((photo) => photo.id),
    columns: 3,
    selectionMode: 'multiple',
    value: chosen,
    onValueChange: setChosen,
    onRemove: (id) => setPhotos((all) => all.filter((photo) => photo.id !== id)),
  });
  const rows = Array.from({ length: gallery.rowCount }, (_, row) => photos.slice(row * gallery.columns, (row + 1) * gallery.columns));
  return (
    <div style={{ fontFamily: 'var(--sk-font-family)', color: 'var(--sk-color-fg)' }}>
      {photos.length === 0 ? (
        // Focus lands here when the keyboard removes the last photo.
        <p {...gallery.getEmptyProps()}>No photos left.</p>
      ) : (
        <div {...gallery.getGridProps()} aria-label="Trip photos" style={{ display: 'grid', gap: 8, maxWidth: 360 }}>
          {rows.map((row, rowIndex) => (
            <div key={rowIndex} {...gallery.getRowProps(rowIndex)} style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }}>
              {row.map((photo, column) => {
                const index = rowIndex * gallery.columns + column;
                const selected = gallery.isSelected(photo.id);
                return (
                  <div
                    key={photo.id}
                    {...gallery.getCellProps(index)}
                    style={{
                      padding: 8,
                      borderRadius: 8,
                      background: `hsl(${photo.hue} 45% 30%)`,
                      color: 'white',
                      outline: selected ? '3px solid var(--sk-color-accent)' : undefined,
                      outlineOffset: 2,
                    }}
                  >
                    {photo.name}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      )}
      <p role="status">Chosen: {chosen.map((id) => photos.find((photo) => photo.id === id)?.name ?? id).join(', ') || 'none'}</p>
    </div>
  );
}
