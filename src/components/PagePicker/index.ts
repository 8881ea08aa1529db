export { PagePicker, type PagePickerProps } from './PagePicker.js';
export type { PagePickerPart, PagePickerClassNames } from './anatomy.js';
