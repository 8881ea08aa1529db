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

/** The attributes every part carries: the scope and part our CSS selects on, and its stable class. */
export const partProps = (classNames: PagePickerClassNames | undefined) => (part: PagePickerPart, extra?: string) => ({
  'data-scope': 'page-picker',
  'data-part': part,
  className: [`sk-PagePicker-${part}`, classNames?.[part], extra].filter(Boolean).join(' '),
});
