import { MediaGallery, type MediaGalleryItem } from '../../../src/index.js';
import { useState } from 'react';

/** Inside the app's `SocialKitProvider`: the media the app lists, the ones chosen for a post, and removal. */
export function ChooseMedia({ media, onDelete }: { media: MediaGalleryItem[]; onDelete: (id: string) => void }) {
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <>
      <MediaGallery
        items={media}
        columns={3}
        selectionMode="multiple"
        value={chosen}
        onValueChange={setChosen}
        onRemove={onDelete}
        aria-label="Your media"
      />
      <p>{chosen.length} chosen</p>
    </>
  );
}
