import { lookup } from 'mrmime';
import { contentTypeWith } from './mime.js';

export { FALLBACK_CONTENT_TYPE } from './mime.js';

/**
 * The Content-Type the engine gives a file (see `contentTypeWith`), answered at once: the MIME
 * table is imported up front here, for code that ships it anyway (components, apps). The engine
 * itself loads the table lazily (mime.ts), so `useUpload` alone does not carry it.
 */
export const uploadContentType = (file: Pick<File, 'name' | 'type'>): string => contentTypeWith(file, lookup);
