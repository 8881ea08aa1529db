// `import.meta.glob`, with which the docs pages read the library's stylesheets and part lists as text.
import type { ImportGlobFunction } from 'vite/types/importGlob.d.ts';

declare global {
  interface ImportMeta {
    glob: ImportGlobFunction;
  }
}
