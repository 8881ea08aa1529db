import { useEffect, useRef } from 'react';
import { resolveColumns } from '../gallery/columns.js';

// The app's bundler replaces this; declared here, in this module only, since the library's
// build has no Node types (and a global declaration would clash with the app's @types/node).
declare const process: { env: { NODE_ENV?: string } };

/**
 * Warns once per bad value, in development, naming the caller and the prop. A ref, not state,
 * remembers what was said, so StrictMode's second effect run stays quiet.
 */
export function useColumnsWarning(columns: unknown, caller: string) {
  const warned = useRef<unknown>(undefined);
  useEffect(() => {
    if (process.env.NODE_ENV === 'production' || columns === undefined || resolveColumns(columns) === columns || warned.current === columns) return;
    warned.current = columns;
    console.warn(`${caller}: columns must be 2, 3 or 4; got ${typeof columns === 'number' ? columns : JSON.stringify(columns)}`);
  }, [columns, caller]);
}
