import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// No import cycle in the library, type-only imports included. ESLint's `import-x/no-cycle` holds
// the runtime graph but skips an import whose names are all types, and a cycle of types still ties
// two modules together for whoever reads or moves them (the upload queue and store once were one).
// On demand `import()` counts too: a chunk that imports its own loader is a cycle as well.

const SRC = resolve(import.meta.dirname, '../../src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every relative module a file names: `import … from`, `export … from`, `import type`, `import()`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

function importsOf(file: string, known: Set<string>): string[] {
  const text = readFileSync(file, 'utf8');
  // A stylesheet's text (`?inline`, styles/on-demand) is a leaf: no module of the graph.
  return [...text.matchAll(SPECIFIER)].filter(([, specifier]) => !specifier!.endsWith('.css?inline')).map(([, specifier]) => {
    const base = resolve(dirname(file), specifier!).replace(/\.js$/, '');
    const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => known.has(candidate));
    if (!found) throw new Error(`${relative(SRC, file)} imports ${specifier}, which is no source file`);
    return found;
  });
}

/** The cycles found by a depth-first walk, each as the chain of files that closes it. */
function cyclesIn(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    const at = path.indexOf(file);
    if (at >= 0) return void cycles.push([...path.slice(at), file]);
    if (done.has(file)) return;
    path.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    path.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return cycles;
}

describe('the import graph of src/', () => {
  const files = sourceFiles(SRC);
  const known = new Set(files);
  const graph = new Map(files.map((file) => [file, importsOf(file, known)]));

  it('reads every kind of import (the walk is not blind)', () => {
    const edges = (name: string) => graph.get(join(SRC, name))!.map((file) => relative(SRC, file));
    // A type-only import, an `export … from` and an on-demand import, each seen.
    expect(edges('media/store.ts')).toEqual(expect.arrayContaining(['media/types.ts', 'media/read.ts']));
    expect(edges('index.ts').length).toBeGreaterThan(5);
    expect(cyclesIn(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]]))).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('has no cycle, type-only imports included', () => {
    const cycles = cyclesIn(graph).map((cycle) => cycle.map((file) => relative(SRC, file)).join(' → '));
    expect(cycles).toEqual([]);
  });
});
