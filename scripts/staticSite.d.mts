/** Serves the files under `dir` (`/` and any folder give its index.html) on 127.0.0.1 at a free port. */
export function serveStaticSite(dir: string): Promise<{ origin: string; close: () => Promise<void> }>;
