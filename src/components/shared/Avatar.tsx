import { useState } from 'react';
import { initials, safeImageUrl } from '../../accounts/avatar.js';

type AvatarPart = 'avatar' | 'avatar-image';

export interface AvatarProps {
  url: unknown;
  name: string;
  /** The owning component's part attributes (data-scope, data-part, class), so each styles its own. */
  part: (part: AvatarPart) => object;
}

/**
 * The initials always, and the picture over them once it loads: an unsafe URL or a broken picture
 * leaves the initials. Hidden from assistive technology, since the name is always beside it.
 */
export function Avatar({ url, name, part }: AvatarProps) {
  const src = safeImageUrl(url);
  const [failed, setFailed] = useState<string>();
  const showImage = src !== undefined && failed !== src;
  return (
    <span {...part('avatar')} aria-hidden="true" data-state={showImage ? 'image' : 'initials'}>
      {initials(name)}
      {showImage && (
        <img
          {...part('avatar-image')}
          src={src}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailed(src)}
        />
      )}
    </span>
  );
}
