import { readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

// The layers run one way (CONTRIBUTING.md, "Three layers, one direction"): client <- cores <-
// hooks <- components. Read from what each module imports, not from file names: a hook named
// `announcer.ts` under components/ once passed a rule that looked for `use*.ts` there. And each
// folder holds what it says: components/ only components (DOM), a core no React.

const SRC = resolve(import.meta.dirname, '../../src');

/** Where each top folder of src/ sits; a new folder fails until it is placed here. */
const RANK: Record<string, number> = {
  client: 0,
  ...Object.fromEntries(['connect', 'upload', 'media', 'networks', 'query', 'i18n', 'locales', 'gallery', 'accounts'].map((core) => [core, 1])),
  // The proxy and the simulated service sit beside the client, under every React layer.
  server: 1,
  mocks: 1,
  hooks: 2,
  components: 3,
  // src/index.ts, the entry: it may name any layer.
  '': 4,
};
const CORES = Object.keys(RANK).filter((folder) => RANK[folder] === 1 && folder !== 'server' && folder !== 'mocks');
const NAMES = ['client', 'cores', 'hooks', 'components', 'the entry'];
/** Only the proxy and the simulated service import each other; no layer of the browser entry imports either. */
const APART = new Set(['server', 'mocks']);
const REACT = /^react(-dom)?(\/|$)/;

/**
 * Under components/, beside the components (`.tsx`, DOM): a folder's `anatomy.ts` (the names its
 * DOM carries, from createAnatomy) and its `index.ts` (re-exports only). Anything else is logic
 * that belongs to a core, or a hook that belongs to hooks/.
 */
const COMPONENT_FOLDER_PARTS = new Set(['anatomy.ts', 'index.ts']);
/** Known strays, each with the reason it is still there. Empty this list; never grow it. */
const NOT_YET_MOVED: Record<string, string> = {};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const folderOf = (file: string) => {
  const path = relative(SRC, file).split(sep);
  return path.length > 1 ? path[0]! : '';
};

/** Every module the file names: static imports (type-only too), `export … from`, `import()`. */
const importsOf = (text: string): string[] => ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);

/** The src/ file a relative specifier leads to (an index.ts for a folder), or undefined for a package or a stylesheet. */
function target(file: string, specifier: string, known: ReadonlySet<string>): string | undefined {
  // A package, or a stylesheet's text (`?inline`, styles/on-demand), which imports nothing.
  if (!specifier.startsWith('.') || specifier.endsWith('.css?inline')) return undefined;
  const base = resolve(dirname(file), specifier).replace(/\.js$/, '');
  const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => known.has(candidate));
  if (!found) throw new Error(`${relative(SRC, file)} imports ${specifier}, which is no source file`);
  return found;
}

/** What is wrong with the file's imports, one line each. */
function layerProblems(file: string, text: string, known: ReadonlySet<string>): string[] {
  const name = relative(SRC, file);
  const from = folderOf(file);
  if (!(from in RANK)) return [`${name}: src/${from}/ is in no layer (place it in test/repo/layers.node.test.ts)`];
  return importsOf(text).flatMap((specifier) => {
    if (REACT.test(specifier)) return RANK[from]! < 2 ? [`${name} imports ${specifier}: ${from}/ is React-free`] : [];
    const to = target(file, specifier, known);
    if (!to) return [];
    const into = folderOf(to);
    if (!(into in RANK)) return [`${name} imports ${relative(SRC, to)}, in no layer`];
    if (APART.has(into) && !APART.has(from)) return [`${name} imports ${relative(SRC, to)}: only the proxy and the simulated service import ${into}/`];
    if (RANK[into]! > RANK[from]!) return [`${name} (${NAMES[RANK[from]!]}) imports ${relative(SRC, to)} (${NAMES[RANK[into]!]}), a layer above it`];
    return [];
  });
}

/** Whether a file under components/ holds what that folder is for, or why not. */
function componentProblem(file: string, text: string): string | undefined {
  const name = relative(SRC, file);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  if (basename(file) === 'index.ts') {
    const other = source.statements.find((statement) => !(ts.isExportDeclaration(statement) && statement.moduleSpecifier));
    return other ? `${name}: an index re-exports, and nothing else` : undefined;
  }
  if (COMPONENT_FOLDER_PARTS.has(basename(file))) return undefined;
  let jsx = false;
  const visit = (node: ts.Node) => {
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) jsx = true;
    else ts.forEachChild(node, visit);
  };
  visit(source);
  const exportsComponent = source.statements.some(
    (statement) =>
      (ts.isFunctionDeclaration(statement) && /^[A-Z]/.test(statement.name?.text ?? '') && statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) ||
      (ts.isVariableStatement(statement) && statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) && statement.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && /^[A-Z]/.test(d.name.text))),
  );
  return jsx && exportsComponent ? undefined : `${name}: holds no component (no JSX, or no component exported); move it to the layer it belongs to`;
}

describe('the layers of src/', () => {
  const files = sourceFiles(SRC);
  const known = new Set(files);
  const read = (file: string) => readFileSync(file, 'utf8');

  it('reads every kind of import (the check is not blind)', () => {
    expect(importsOf("import type { A } from './a.js';\nexport { b } from '../b.js';\nconst c = () => import('./c.js');\nimport { useState } from 'react';")).toEqual(['./a.js', '../b.js', './c.js', 'react']);
    // A hook in a core, a component imported by a hook, React in a core, logic in a component folder: each named.
    const at = (path: string) => join(SRC, path);
    expect(layerProblems(at('gallery/x.ts'), "import { useMediaGallery } from '../hooks/useMediaGallery.js';", known)).toEqual([
      'gallery/x.ts (cores) imports hooks/useMediaGallery.ts (hooks), a layer above it',
    ]);
    expect(layerProblems(at('hooks/useX.ts'), "import { MediaGallery } from '../components/MediaGallery/index.js';", known)).toHaveLength(1);
    expect(layerProblems(at('client/x.ts'), "import type { UploadItem } from '../upload/types.js';", known)).toHaveLength(1);
    expect(layerProblems(at('media/x.ts'), "import type { RefObject } from 'react';", known)).toEqual(['media/x.ts imports react: media/ is React-free']);
    expect(layerProblems(at('upload/x.ts'), "import { createSimulatedService } from '../mocks/index.js';", known)).toHaveLength(1);
    expect(layerProblems(at('components/X/X.tsx'), "import { useUpload } from '../../hooks/useUpload.js';\nimport { useState } from 'react';", known)).toEqual([]);
    expect(componentProblem(at('components/X/announcer.ts'), "import { useState } from 'react';\nexport function useAnnouncer() { return useState(0); }")).toMatch(/holds no component/);
    expect(componentProblem(at('components/X/helpers.tsx'), 'export const describe = (n: number) => `${n}`;')).toMatch(/holds no component/);
    expect(componentProblem(at('components/X/X.tsx'), 'export function X() { return <div />; }')).toBeUndefined();
    expect(componentProblem(at('components/X/index.ts'), "export { X } from './X.js';\nexport const y = 1;")).toMatch(/re-exports/);
  });

  it('imports only from its own layer or those below it, and React only above the cores', () => {
    expect(files.flatMap((file) => layerProblems(file, read(file), known))).toEqual([]);
  });

  it('holds only components under components/', () => {
    const strays = files.filter((file) => folderOf(file) === 'components').flatMap((file) => componentProblem(file, read(file)) ?? []);
    expect(strays.filter((problem) => !(problem.split(':')[0]! in NOT_YET_MOVED))).toEqual([]);
    // A stray that moved leaves the list with it.
    expect(Object.keys(NOT_YET_MOVED).filter((name) => !strays.some((problem) => problem.startsWith(`${name}:`)))).toEqual([]);
  });

  it('places every folder of src/ in a layer, and names each core', () => {
    expect(readdirSync(SRC, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'styles' && !(entry.name in RANK)).map((entry) => entry.name)).toEqual([]);
    expect(CORES).toEqual(expect.arrayContaining(['connect', 'upload', 'gallery', 'accounts', 'media']));
  });
});
