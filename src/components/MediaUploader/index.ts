export { MediaUploader, type MediaUploaderProps } from './MediaUploader.js';
export { mediaUploaderMessages, type MediaUploaderMessages } from './messages.js';
export type { MediaUploaderPart, MediaUploaderClassNames } from './parts.js';
