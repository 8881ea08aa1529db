import { MediaUploader, type MediaRecord } from '../../../src/index.js';
import { useState } from 'react';

/** Inside the app's `SocialKitProvider`: photos and videos for a post, their media ids kept for it. */
export function PostMedia() {
  const [mediaIds, setMediaIds] = useState<string[]>([]);
  const add = (media: MediaRecord) => setMediaIds((ids) => [...ids, media.id]);
  return (
    <>
      <MediaUploader
        accept={['image/*', 'video/*']}
        maxSize={50 * 1024 * 1024}
        maxFiles={4}
        onUploaded={add}
        onComplete={(media) => console.warn(`${media.length} files ready`)}
        onError={(error, item) => console.error(`${item.file.name} failed`, error.kind)}
        onRejected={(rejections) => console.warn(`${rejections.length} files not taken`)}
      />
      <p>{mediaIds.length} files in the post</p>
    </>
  );
}
