// The API report: every export of every entry of the built package, values and types, one per
// line, read from the declarations in dist/ with TypeScript's checker. `api/socialkit-react.api.txt`
// holds the reviewed copy; test/repo/apiReport.node.test.ts fails when the build says otherwise, so each
// new, renamed or removed export is a decision someone saw. `npm run api:update` rewrites it.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const ROOT = new URL('..', import.meta.url).pathname;
export const REPORT = join(ROOT, 'api/socialkit-react.api.txt');

/** Each entry of package.json's `exports` that has types, with a `*` entry spelt out per file. */
function entries() {
  const { name, exports } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  return Object.entries(exports).flatMap(([subpath, target]) => {
    if (typeof target !== 'object' || !target.types) return [];
    const specifier = subpath === '.' ? name : `${name}/${subpath.slice(2)}`;
    if (!subpath.includes('*')) return [{ specifier, file: join(ROOT, target.types) }];
    const [dir, suffix] = target.types.split('*');
    return readdirSync(join(ROOT, dir))
      .filter((file) => file.endsWith(suffix) && file !== `index${suffix}`)
      .map((file) => ({ specifier: specifier.replace('*', file.slice(0, -suffix.length)), file: join(ROOT, dir, file) }));
  });
}

/** What kind of export a symbol is, as a declaration would begin. */
function kindOf(symbol) {
  const F = ts.SymbolFlags;
  const flags = symbol.flags;
  if (flags & F.Class) return 'class';
  if (flags & F.Function) return 'function';
  if (flags & F.Enum) return 'enum';
  if (flags & F.Variable) return 'const';
  if (flags & F.Interface) return 'interface';
  if (flags & F.TypeAlias) return 'type';
  if (flags & F.Namespace) return 'namespace';
  return 'unknown';
}

const VALUE_KINDS = new Set(['class', 'function', 'enum', 'const']);
export const isValueLine = (line) => VALUE_KINDS.has(line.split(' ')[1]);

/** The report's lines: `<entry> <kind> <name>`, sorted by entry, then name. */
export function apiReport() {
  const list = entries();
  const program = ts.createProgram(
    list.map((entry) => entry.file),
    { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, skipLibCheck: true, noEmit: true, types: [] },
  );
  const checker = program.getTypeChecker();
  const lines = [];
  for (const { specifier, file } of list) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file}: no declarations (run npm run build first)`);
    const module = checker.getSymbolAtLocation(source);
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      lines.push(`${specifier} ${kindOf(symbol)} ${exported.getName()}`);
    }
  }
  return lines.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

const HEADER = '# Every export of @socialkit/react, entry by entry: <entry> <kind> <name>. Made by scripts/apiReport.mjs; review every change.\n';

export const formatReport = (lines) => HEADER + lines.join('\n') + '\n';

if (process.argv[1] === new URL(import.meta.url).pathname) {
  writeFileSync(REPORT, formatReport(apiReport()));
  console.log(`wrote ${REPORT}`);
}
