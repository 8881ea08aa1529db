import { memo } from 'react';
import type { AvailablePage } from '../../client/types.js';
import { Avatar } from '../shared/Avatar.js';
import { partProps, type PagePickerClassNames } from './anatomy.js';

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
        <Avatar url={page.profilePictureUrl} name={name} part={p} />
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
