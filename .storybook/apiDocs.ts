// The options and result tables of the hooks' docs pages, read from the library's declarations
// when Storybook builds: each member's name, its type as written, its JSDoc and its `@default`.
// A page names a type (`<ApiTable of="UseUploadOptions" />`) and its table cannot drift from
// src/, because it is src/. test/docs/hookDocs.node.test.ts reads the same tables.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

/** One member of a public type, as its declaration says. */
export interface ApiMember {
  name: string;
  /** The type as written in the declaration (whitespace collapsed), or as the compiler prints it. */
  type: string;
  optional: boolean;
  /** The JSDoc's `@default`, as written. */
  defaultValue?: string;
  /** The JSDoc's text. */
  description: string;
  /** For a member of some members of a union only: the `status` values that carry it. */
  onlyWhen?: string[];
  /** A callback: `on…`, and a function (`onRefused: 'reject' | 'warn'` is an option). */
  callback: boolean;
  /** Where it is declared (`src/…:line`), for a test's message. */
  declaredAt: string;
}

export type ApiTables = Record<string, ApiMember[]>;

const ROOT = resolve(import.meta.dirname, '..');
const ENTRY = join(ROOT, 'src/index.ts');

/** The types the docs pages name (`of="…"` of an `<ApiTable>`), in the order met. */
export function typesNamedByPages(root = ROOT): string[] {
  const names = new Set<string>();
  const files = readdirSync(join(root, 'stories'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.mdx'));
  for (const file of files.sort()) {
    for (const match of readFileSync(join(root, 'stories', file), 'utf8').matchAll(/<ApiTable\b[^>]*?\bof="(\w+)"/g)) names.add(match[1]!);
  }
  return [...names];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The program over the public entry, with the project's compiler options. */
function program(): ts.Program {
  const config = ts.readConfigFile(join(ROOT, 'tsconfig.json'), (path) => ts.sys.readFile(path));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  return ts.createProgram([ENTRY], { ...options, noEmit: true });
}

/** The `status` literal values of one member of a union, if it has them. */
function statusesOf(checker: ts.TypeChecker, part: ts.Type): string[] {
  const status = checker.getPropertyOfType(part, 'status');
  if (!status) return [];
  const type = checker.getTypeOfSymbol(status);
  return (type.isUnion() ? type.types : [type]).filter((t) => t.isStringLiteral()).map((t) => t.value);
}

const PRINT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/** A member's type as its one declaration writes it, else as the compiler prints it. */
function typeText(checker: ts.TypeChecker, symbols: ts.Symbol[], printed: () => ts.Type[]): string {
  const texts = new Set<string>();
  for (const symbol of symbols) {
    for (const declaration of symbol.declarations ?? []) {
      if ((ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) && declaration.type) texts.add(oneLine(declaration.type.getText()));
      else texts.add('');
    }
  }
  if (texts.size === 1 && !texts.has('')) return [...texts][0]!;
  return [...new Set(printed().map((type) => oneLine(checker.typeToString(type, undefined, PRINT))))].join(' | ');
}

/** The library's public types, as the compiler reads them from src/index.ts. */
export function apiReader() {
  const built = program();
  const checker = built.getTypeChecker();
  const entry = checker.getSymbolAtLocation(built.getSourceFile(ENTRY)!)!;
  const exports = new Map(checker.getExportsOfModule(entry).map((symbol) => [symbol.name, symbol]));
  const declaredType = (name: string) => {
    const exported = exports.get(name);
    if (!exported) return undefined;
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    return symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias) ? checker.getDeclaredTypeOfSymbol(symbol) : undefined;
  };
  const partsOf = (type: ts.Type) => (type.isUnion() ? type.types : [type]);
  const srcDir = join(ROOT, 'src');
  const whereDeclared = (symbol: ts.Symbol) => {
    const declaration = symbol.declarations?.[0];
    if (!declaration) return '';
    const file = declaration.getSourceFile();
    return `${relative(ROOT, file.fileName)}:${file.getLineAndCharacterOfPosition(declaration.getStart()).line + 1}`;
  };

  /**
   * Every member of the named export, in declaration order: of each member of a union too, a
   * member only some carry saying which `status` values do.
   */
  function table(name: string): ApiMember[] {
    const type = declaredType(name);
    if (!type) throw new Error(`<ApiTable of="${name}">: src/index.ts exports no type ${name}`);
    const parts = partsOf(type);
    const byName = new Map<string, { symbols: ts.Symbol[]; parts: ts.Type[] }>();
    for (const part of parts) {
      for (const property of checker.getPropertiesOfType(part)) {
        const found = byName.get(property.name) ?? { symbols: [], parts: [] };
        found.symbols.push(property);
        found.parts.push(part);
        byName.set(property.name, found);
      }
    }
    return [...byName].map(([member, { symbols, parts: carriers }]) => {
      const everywhere = carriers.length === parts.length;
      const documented = symbols.map((s) => ({ text: ts.displayPartsToString(s.getDocumentationComment(checker)), tags: s.getJsDocTags(checker) })).find((doc) => doc.text.trim());
      const tags = documented?.tags ?? symbols[0]!.getJsDocTags(checker);
      const defaultValue = tags.find((tag) => tag.name === 'default');
      const printed = () => {
        const property = everywhere ? checker.getPropertyOfType(type, member) : undefined;
        return property ? [checker.getTypeOfSymbol(property)] : symbols.map((s) => checker.getTypeOfSymbol(s));
      };
      return {
        name: member,
        type: typeText(checker, symbols, printed),
        optional: symbols.every((s) => (s.flags & ts.SymbolFlags.Optional) !== 0),
        ...(defaultValue?.text ? { defaultValue: oneLine(ts.displayPartsToString(defaultValue.text)) } : {}),
        description: oneLine(documented?.text ?? ''),
        ...(everywhere ? {} : { onlyWhen: [...new Set(carriers.flatMap((part) => statusesOf(checker, part)))] }),
        callback: /^on[A-Z]/.test(member) && symbols.some((s) => checker.getNonNullableType(checker.getTypeOfSymbol(s)).getCallSignatures().length > 0),
        declaredAt: whereDeclared(symbols[0]!),
      };
    });
  }

  return {
    tables: (names: readonly string[]): ApiTables => Object.fromEntries(names.map((name) => [name, table(name)])),
    /**
     * Whether the named export is an object type of our own: every member declared in src/ (not
     * TanStack Query's results, which their own docs describe).
     */
    isOwnObjectType(name: string): boolean {
      const type = declaredType(name);
      if (!type) return false;
      const members = partsOf(type).flatMap((part) => checker.getPropertiesOfType(part));
      return members.length > 0 && members.every((member) => (member.declarations ?? []).every((declaration) => declaration.getSourceFile().fileName.startsWith(srcDir)));
    },
  };
}

/** The tables of the named exports of src/index.ts. */
export const readApiTables = (names: readonly string[]): ApiTables => apiReader().tables(names);

const VIRTUAL = 'virtual:socialkit-api';

/**
 * `import api from 'virtual:socialkit-api'`: the tables of the types the MDX pages name, read
 * again when a source of the library changes (in `storybook dev`).
 */
export function apiDocs(): Plugin {
  return {
    name: 'socialkit:api-docs',
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : null),
    load(id) {
      if (id !== `\0${VIRTUAL}`) return null;
      const tables = readApiTables(typesNamedByPages());
      for (const file of readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })) {
        if (/\.tsx?$/.test(file)) this.addWatchFile(join(ROOT, 'src', file));
      }
      return `export default ${JSON.stringify(tables)};`;
    },
  };
}
