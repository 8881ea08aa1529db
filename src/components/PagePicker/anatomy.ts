import { createAnatomy } from '../shared/anatomy.js';

export type PagePickerPart =
  | 'root'
  | 'search'
  | 'search-label'
  | 'search-input'
  | 'search-count'
  | 'fieldset'
  | 'legend'
  | 'select-all'
  | 'list'
  | 'skeleton'
  | 'skeleton-item'
  | 'label'
  | 'item'
  | 'checkbox'
  | 'avatar'
  | 'avatar-image'
  | 'name'
  | 'details'
  | 'username'
  | 'type'
  | 'no-matches'
  | 'footer'
  | 'countdown'
  | 'submit'
  | 'status'
  | 'alert'
  | 'action'
  | 'accounts'
  | 'account';

export type PagePickerClassNames = Partial<Record<PagePickerPart, string>>;

export const anatomy = createAnatomy<PagePickerPart>('PagePicker');
export const partProps = anatomy.parts;
