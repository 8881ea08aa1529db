import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The code blocks of the docs, type-checked as an app would compile them: `@socialkit/react` and
 * its subpaths are the sources, every other package the one installed here, and the app's own
 * modules (`@/auth`, `./session.js`, `next/headers`) and free names (`team`, `App`, `refresh`)
 * come from test/docs/docApp.ts, the one file that says what a snippet may take as given.
 *
 * A fence's info string says how a block is read:
 * - ```` ```ts ```` / `tsx` / `js` / `jsx`: a whole module, checked as written.
 * - ```` ```ts signature ````: declarations (a hook's signature, its types), each checked against
 *   the export of the same name: the two must be assignable both ways.
 * - ```` ```tsx fragment ````: a piece of a larger example, not checked (listed by the test).
 * Other languages (sh, css, json, text) are not TypeScript and are not checked here.
 */

export const ROOT = resolve(import.meta.dirname, '../..');
const APP = join(ROOT, 'test/docs/docApp.ts');
const LIBRARY = join(ROOT, 'src/index.ts');
const VIRTUAL = join(ROOT, 'test/docs/.doc-blocks');

export interface DocBlock {
  /** The page, from the project's root. */
  page: string;
  /** The line of the block's first line of code, 1-based. */
  line: number;
  lang: string;
  meta: string;
  code: string;
}

const CHECKED = new Set(['ts', 'tsx', 'js', 'jsx', 'typescript']);

/** Every page whose code blocks are checked: the README, the guides and the Storybook MDX. */
export function docPages(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md')).map((file) => `docs/${file}`);
  const mdx = readdirSync(join(ROOT, 'stories'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.mdx')).map((file) => `stories/${file}`);
  return ['README.md', 'CONTRIBUTING.md', ...docs, ...mdx].sort();
}

/** The fenced code blocks of a Markdown or MDX text, with their language and the rest of the info string. */
export function blocksOf(page: string, text: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/.exec(lines[index]!);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open as unknown as [string, string, string, string, string];
    // CommonMark: a backtick fence's info string holds no backtick (```` ```ts ```` in prose is code, not a fence).
    if (fence.startsWith('`') && `${lang}${meta}`.includes('`')) continue;
    const close = lines.findIndex((line, at) => at > index && line.trimEnd() === `${indent}${fence}`);
    if (close === -1) throw new Error(`${page}:${index + 1}: a code block that never closes`);
    const code = lines.slice(index + 1, close).map((line) => line.slice(indent.length)).join('\n');
    blocks.push({ page, line: index + 2, lang: lang.toLowerCase(), meta: meta.trim(), code });
    index = close;
  }
  return blocks;
}

export const isChecked = (block: DocBlock) => CHECKED.has(block.lang) && !/\bfragment\b/.test(block.meta);
export const isFragment = (block: DocBlock) => CHECKED.has(block.lang) && /\bfragment\b/.test(block.meta);
const isSignature = (block: DocBlock) => /\bsignature\b/.test(block.meta);

/** `@socialkit/react` and its subpaths, as package.json's exports map them, to their sources. */
function librarySource(specifier: string): string | undefined {
  if (specifier === '@socialkit/react') return LIBRARY;
  const sub = /^@socialkit\/react\/(server|mocks|mocks\/node|locales|locales\/[\w-]+)$/.exec(specifier)?.[1];
  if (!sub) return undefined;
  if (sub === 'server' || sub === 'mocks' || sub === 'locales') return join(ROOT, `src/${sub}/index.ts`);
  return join(ROOT, `src/${sub}.ts`);
}

/** The app's own modules: relative paths, the `@/` alias and Next's modules, all declared in docApp.ts. */
const isAppModule = (specifier: string) => specifier.startsWith('.') || specifier.startsWith('@/') || specifier.startsWith('next/');

function compilerOptions(): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n')); } });
  if (!parsed) throw new Error('tsconfig.json could not be read');
  // Every block is a module of its own, whether or not it imports anything.
  return { ...parsed.options, noEmit: true, moduleDetection: ts.ModuleDetectionKind.Force, allowJs: true, checkJs: true };
}

interface Source {
  block: DocBlock;
  file: string;
  text: string;
  /** Block line of each line of the virtual file (undefined: a line the test wrote). */
  lineOf: (virtualLine: number) => number;
}

export interface CheckResult {
  /** One line per problem: `page:line: message`. */
  failures: string[];
  checked: number;
}

let oldProgram: ts.Program | undefined;

function createProgram(files: Map<string, string>, options: ts.CompilerOptions): ts.Program {
  const host = ts.createCompilerHost(options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  host.getSourceFile = (name, language, onError, shouldCreate) => {
    const text = files.get(name);
    return text === undefined ? getSourceFile(name, language, onError, shouldCreate) : ts.createSourceFile(name, text, language, true);
  };
  host.fileExists = (name) => files.has(name) || fileExists(name);
  host.readFile = (name) => files.get(name) ?? readFile(name);
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, compilerOptions) =>
    literals.map((literal) => {
      const specifier = literal.text;
      const fromSnippet = containingFile.startsWith(VIRTUAL);
      const mapped = fromSnippet ? (librarySource(specifier) ?? (isAppModule(specifier) ? APP : undefined)) : undefined;
      if (mapped) return { resolvedModule: { resolvedFileName: mapped, extension: ts.Extension.Ts, isExternalLibraryImport: false } };
      return ts.resolveModuleName(specifier, containingFile, compilerOptions, host, undefined, redirected);
    });
  const program = ts.createProgram({ rootNames: [...files.keys(), APP], options, host, oldProgram });
  oldProgram = program;
  return program;
}

const FREE_NAME = new Set([2304, 2552, 2582, 2580, 18004]);

/** Names a module exports, as the checker sees them. */
function exportsOf(program: ts.Program, file: string): Set<string> {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const symbol = source && checker.getSymbolAtLocation(source);
  return new Set(symbol ? checker.getExportsOfModule(symbol).map((s) => s.getName()) : []);
}

/** The top-level declarations of a signature block: functions, types, interfaces. */
interface Declaration {
  name: string;
  kind: 'value' | 'type';
  line: number;
}

function declarationsOf(code: string): Declaration[] {
  const source = ts.createSourceFile('signature.ts', code, ts.ScriptTarget.ES2022, true);
  return source.statements.flatMap((statement): Declaration[] => {
    const line = source.getLineAndCharacterOfPosition(statement.getStart()).line + 1;
    if (ts.isFunctionDeclaration(statement) && statement.name) return [{ name: statement.name.text, kind: 'value', line }];
    if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) return [{ name: statement.name.text, kind: 'type', line }];
    return [];
  });
}

function signatureSource(block: DocBlock, file: string, libraryExports: Set<string>): Source {
  const names = [...libraryExports].filter((name) => name !== 'default');
  const head = [
    "import type * as __library from '@socialkit/react';",
    "import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';",
    `import type { ${names.join(', ')} } from '@socialkit/react';`,
    'declare namespace __doc {',
  ];
  const body = block.code.split('\n');
  const checks: string[] = [];
  const checkLines: number[] = [];
  for (const declaration of declarationsOf(block.code)) {
    if (!libraryExports.has(declaration.name)) continue;
    const [documented, exported] = declaration.kind === 'value' ? [`typeof __doc.${declaration.name}`, `typeof __library.${declaration.name}`] : [`__doc.${declaration.name}`, `__library.${declaration.name}`];
    // The export does all the page says, and the page promises nothing the export does not.
    checks.push(`export const __${checks.length}a: ${documented} = null! as ${exported}; export const __${checks.length}b: ${exported} = null! as ${documented};`);
    checkLines.push(declaration.line);
  }
  const text = [...head, ...body, '}', ...checks].join('\n');
  const bodyStart = head.length + 1;
  const checksStart = bodyStart + body.length + 1;
  return {
    block,
    file,
    text,
    lineOf: (line) => (line >= checksStart ? (checkLines[line - checksStart] ?? 1) : line >= bodyStart ? line - bodyStart + 1 : 1),
  };
}

function moduleSource(block: DocBlock, file: string, appNames: string[]): Source {
  // The first line imports the app's free names the block uses (`team`, `App`), else stays empty.
  const head = appNames.length > 0 ? `import { ${appNames.join(', ')} } from './app';` : '';
  return { block, file, text: `${head}\n${block.code}\n`, lineOf: (line) => Math.max(1, line - 1) };
}

function virtualFile(block: DocBlock, index: number): string {
  const ext = block.lang === 'tsx' || block.lang === 'jsx' ? block.lang : block.lang === 'js' ? 'js' : 'ts';
  return join(VIRTUAL, `${block.page.replace(/[^\w]+/g, '_')}_${block.line}_${index}.${ext}`);
}

function format(source: Source, diagnostic: ts.Diagnostic): string {
  const at = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1 : 1;
  const line = source.block.line + source.lineOf(at) - 1;
  return `${source.block.page}:${line}: TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
}

/** Type-checks the blocks; returns every problem with its page and line. */
export function checkBlocks(blocks: DocBlock[]): CheckResult {
  const options = compilerOptions();
  const checked = blocks.filter(isChecked);

  // First pass: which free names each block uses, and what the library and the app export.
  const first = new Map<string, Source>();
  checked.forEach((block, index) => {
    const file = virtualFile(block, index);
    first.set(file, isSignature(block) ? { block, file, text: '', lineOf: () => 1 } : moduleSource(block, file, []));
  });
  const probe = createProgram(new Map([...first].filter(([, s]) => s.text !== '').map(([file, s]) => [file, s.text])), options);
  const libraryExports = exportsOf(probe, LIBRARY);
  const appExports = exportsOf(probe, APP);

  // Second pass: signatures, and the blocks that use the app's free names, with those imported.
  // A block that uses none is checked as the first pass read it: each block is a module of its own.
  const failures = new Map<string, string[]>();
  const second = new Map<string, Source>();
  for (const [file, source] of first) {
    if (isSignature(source.block)) {
      second.set(file, signatureSource(source.block, file, libraryExports));
      continue;
    }
    const sourceFile = probe.getSourceFile(file)!;
    const diagnostics = [...probe.getSyntacticDiagnostics(sourceFile), ...probe.getSemanticDiagnostics(sourceFile)];
    const free = new Set<string>();
    for (const diagnostic of diagnostics) {
      const name = /'([\w$]+)'/.exec(ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '))?.[1];
      if (FREE_NAME.has(diagnostic.code) && name && appExports.has(name)) free.add(name);
    }
    if (free.size > 0) second.set(file, moduleSource(source.block, file, [...free].sort()));
    else failures.set(file, diagnostics.map((diagnostic) => format(source, diagnostic)));
  }

  const program = createProgram(new Map([...second].map(([file, s]) => [file, s.text])), options);
  for (const [file, source] of second) {
    const sourceFile = program.getSourceFile(file)!;
    failures.set(file, [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)].map((diagnostic) => format(source, diagnostic)));
  }
  return { failures: [...first.keys()].flatMap((file) => failures.get(file) ?? []), checked: checked.length };
}

/** Every block of every page. */
export function allBlocks(): DocBlock[] {
  return docPages().flatMap((page) => blocksOf(page, readFileSync(join(ROOT, page), 'utf8')));
}
