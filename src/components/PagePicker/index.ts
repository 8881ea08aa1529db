export { PagePicker, type PagePickerProps } from './PagePicker.js';
export { pagePickerMessages, type PagePickerMessages } from './messages.js';
export type { PagePickerPart, PagePickerClassNames } from './parts.js';
