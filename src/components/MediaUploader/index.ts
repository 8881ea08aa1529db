export { MediaUploader, type MediaUploaderProps } from './MediaUploader.js';
export type { MediaUploaderPart, MediaUploaderClassNames } from './anatomy.js';
