import { memo, useState } from 'react';
import type { AvailablePage } from '../../client/types.js';
import { initials, safeImageUrl } from '../../hooks/pagePickerModel.js';
import { partProps, type PagePickerClassNames } from './parts.js';

export interface PageRowProps {
  page: AvailablePage;
  id: string;
  checked: boolean;
  typeLabel: string | undefined;
  onToggle: (pageId: string, selected: boolean) => void;
  classNames: PagePickerClassNames | undefined;
}

/**
 * One page: avatar, name, @username and type, the whole row a label for its checkbox. Memoised
 * and given only stable props, so a tick of the countdown or a toggle elsewhere skips it.
 */
export const PageRow = memo(function PageRow({ page, id, checked, typeLabel, onToggle, classNames }: PageRowProps) {
  const p = partProps(classNames);
  const name = page.name || page.username || page.id;
  return (
    <li {...p('item')} data-state={checked ? 'checked' : 'unchecked'}>
      <label {...p('label')} htmlFor={id}>
        <input
          {...p('checkbox')}
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onToggle(page.id, event.currentTarget.checked)}
          aria-labelledby={`${id}-name`}
          aria-describedby={`${id}-details`}
        />
        <Avatar url={page.profilePictureUrl} name={name} classNames={classNames} />
        <span {...p('name')} id={`${id}-name`}>
          {name}
        </span>
        <span {...p('details')} id={`${id}-details`}>
          {page.username && <span {...p('username')}>@{page.username}</span>}
          {page.username && typeLabel && ' · '}
          {typeLabel && <span {...p('type')}>{typeLabel}</span>}
        </span>
      </label>
    </li>
  );
});

/** The initials always, and the picture over them once it loads: a broken or unsafe URL leaves the initials. */
function Avatar({ url, name, classNames }: { url: unknown; name: string; classNames: PagePickerClassNames | undefined }) {
  const p = partProps(classNames);
  const src = safeImageUrl(url);
  const [failed, setFailed] = useState<string>();
  const showImage = src !== undefined && failed !== src;
  return (
    <span {...p('avatar')} aria-hidden="true" data-state={showImage ? 'image' : 'initials'}>
      {initials(name)}
      {showImage && (
        <img
          {...p('avatar-image')}
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
