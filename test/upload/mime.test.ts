import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lookup } from 'mrmime';
import { contentTypeWith, loadMimeLookup } from '../../src/upload/mime.js';
import { makeFile, setupStore } from './support.js';

const file = (name: string, type = '') => ({ name, type });

describe('the lazily loaded MIME table', () => {
  it('decides with the table when one is given, and falls back without it', () => {
    expect(contentTypeWith(file('IMG_0001.HEIC'), lookup)).toBe('image/heic');
    expect(contentTypeWith(file('IMG_0001.HEIC'), undefined)).toBe('application/octet-stream');
    expect(contentTypeWith(file('photo.png', 'image/jpeg'), undefined)).toBe('image/jpeg');
    // A bare name or a dotfile is no extension, whatever the table would say.
    expect(contentTypeWith(file('png'), lookup)).toBe('application/octet-stream');
    expect(contentTypeWith(file('.png'), lookup)).toBe('application/octet-stream');
  });

  it('imports mrmime once, however many files ask', async () => {
    const [first, second] = await Promise.all([loadMimeLookup(), loadMimeLookup()]);
    expect(first).toBe(lookup);
    expect(second).toBe(first);
  });

  it('types an untyped file with an unusual extension from the table, in the ticket and in the PUT', async () => {
    const { store, service, storage, waitFor } = setupStore();
    await store.add([makeFile('scan.jxl', 100), makeFile('clip.3gp', 100)]);
    for (const id of store.getItemIds()) await waitFor(id, 'done');
    const asked = service.requests.filter((r) => r.operation === 'uploadTicket').map((r) => r.body as { filename: string; content_type: string });
    expect(Object.fromEntries(asked.map((body) => [body.filename, body.content_type]))).toEqual({ 'scan.jxl': 'image/jxl', 'clip.3gp': 'video/3gpp' });
    const sent = Object.fromEntries(storage.calls.map((call) => [(call.body as File).name, call.contentType]));
    expect(sent).toEqual({ 'scan.jxl': 'image/jxl', 'clip.3gp': 'video/3gpp' });
  });
});

// The size budget measures `useUpload` with mrmime and the media checker left out (their chunks
// are measured on their own), which is only true while nothing on the hook's way imports them up
// front.
describe('what useUpload loads up front', () => {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
  /** Runtime imports (not `import type`), static and dynamic, of a source file. */
  const importsOf = (path: string) => {
    const source = readFileSync(path, 'utf8');
    const statics = [...source.matchAll(/^(?:import|export)(?! type)(?:[^'";]*?from)?\s*'([^']+)'/gm)].map((match) => match[1]!);
    const dynamics = [...source.matchAll(/\bimport\('([^']+)'\)/g)].map((match) => match[1]!);
    return { statics, dynamics };
  };

  /** The source files a module imports statically at runtime, itself included, and the packages and dynamic imports they name. */
  const graphOf = (entry: string) => {
    const seen = new Set<string>();
    const packages = new Set<string>();
    const dynamic = new Set<string>();
    const visit = (path: string) => {
      if (seen.has(path)) return;
      seen.add(path);
      const { statics, dynamics } = importsOf(path);
      for (const specifier of dynamics) dynamic.add(specifier);
      for (const specifier of statics) {
        if (specifier.startsWith('.')) visit(resolve(dirname(path), specifier.replace(/\.js$/, '.ts')));
        else packages.add(specifier);
      }
    };
    visit(resolve(root, entry));
    return { seen, packages, dynamic };
  };

  it('reaches mrmime, the media checker, the video planner, what fits a file (the planners and fitters behind it), the cover image’s upload, a crop’s restart and the device’s store of kept files (idb-keyval) only through dynamic imports', () => {
    const { seen, packages, dynamic } = graphOf('hooks/useUpload.ts');
    expect(seen).toContain(resolve(root, 'upload/store.ts'));
    expect([...packages]).toEqual(['react']);
    expect([...dynamic].sort()).toEqual([
      './checking.js',
      './coverImage.js',
      './editing.js',
      './fitting.js',
      './keeping.js',
      'mrmime',
    ]);
    expect(seen).not.toContain(resolve(root, 'upload/checking.ts'));
    expect(seen).not.toContain(resolve(root, 'media/check.ts'));
    expect(seen).not.toContain(resolve(root, 'media/store.ts'));
    expect(seen).not.toContain(resolve(root, 'media/fitPlan.ts'));
    expect(seen).not.toContain(resolve(root, 'media/fit.ts'));
    expect(seen).not.toContain(resolve(root, 'media/videoFitPlan.ts'));
    expect(seen).not.toContain(resolve(root, 'media/videoFit.ts'));
    expect(seen).not.toContain(resolve(root, 'upload/fitting.ts'));
    expect(seen).not.toContain(resolve(root, 'upload/editing.ts'));
    expect(seen).not.toContain(resolve(root, 'networks/media/rules.ts'));
    expect(seen).not.toContain(resolve(root, 'upload/coverImage.ts'));
    expect(seen).not.toContain(resolve(root, 'upload/keeping.ts'));
    expect(seen).not.toContain(resolve(root, 'upload/restore.ts'));
  });

  // A module both a chunk and the up-front graph imported would leave the up-front one for a chunk
  // of its own that both load: what these chunks need of the store, the store lends them.
  it.each(['upload/keeping.ts', 'upload/editing.ts', 'upload/fitting.ts'])('shares no module with the chunk %s, which takes only types of the store', (chunk) => {
    const upFront = graphOf('hooks/useUpload.ts').seen;
    const loaded = graphOf(chunk).seen;
    expect([...loaded].filter((path) => upFront.has(path))).toEqual([]);
  });

  it('brings kept files back from the chunk that keeps them', () => {
    expect(graphOf('upload/keeping.ts').seen).toContain(resolve(root, 'upload/restore.ts'));
  });
});
