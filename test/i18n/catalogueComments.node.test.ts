import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

// The English catalogue is what translators read: every key says, in a JSDoc comment, where it
// shows and what it is (docs/languages.md, "Translating SocialKit"), and every `{placeholder}` of
// its text is explained, by its own comment or by its file's. A new key cannot land undocumented.
const ROOT = resolve(import.meta.dirname, '../..');
const EN = join(ROOT, 'src/i18n/en');
const FILES = readdirSync(EN).filter((file) => file.endsWith('.ts'));

/** A node's JSDoc text (its description and tags), or '' when it has none. */
const jsDocOf = (node: ts.Node, source: ts.SourceFile) =>
  ts
    .getJSDocCommentsAndTags(node)
    .map((doc) => doc.getText(source))
    .join('\n');

interface Key {
  name: string;
  text: string;
  comment: string;
}

/** The keys of each exported `…Messages` object literal, with their text and comments. */
function catalogue(file: string): { header: string; keys: Key[] } {
  const source = ts.createSourceFile(file, readFileSync(join(EN, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const keys: Key[] = [];
  let header = '';
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    header += jsDocOf(statement, source);
    for (const declaration of statement.declarationList.declarations) {
      let value = declaration.initializer;
      while (value && (ts.isSatisfiesExpression(value) || ts.isAsExpression(value) || ts.isParenthesizedExpression(value))) value = value.expression;
      if (!value || !ts.isObjectLiteralExpression(value)) continue;
      for (const property of value.properties) {
        // A spread (`...mediaStatusMessages`) is documented in its own file.
        if (!ts.isPropertyAssignment(property)) continue;
        const text = ts.isStringLiteralLike(property.initializer) ? property.initializer.text : '';
        keys.push({ name: property.name.getText(source), text, comment: jsDocOf(property, source) });
      }
    }
  }
  return { header, keys };
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))];

describe.each(FILES)('src/i18n/en/%s', (file) => {
  const { header, keys } = catalogue(file);

  it('has keys to check', () => {
    expect(keys.length).toBeGreaterThan(0);
  });

  it('gives every key a JSDoc comment saying where it shows', () => {
    // A `//` comment does not count: editors show only JSDoc on hover, and the type keeps only JSDoc.
    const undocumented = keys.filter((key) => key.comment.replace(/^\/\*\*|\*\/$|^\s*\*/gm, '').trim().length < 12).map((key) => key.name);
    expect(undocumented).toEqual([]);
  });

  it('explains every placeholder, in the key’s comment or the file’s', () => {
    const unexplained = keys.flatMap((key) =>
      placeholders(key.text)
        .filter((name) => !key.comment.includes(`{${name}}`) && !header.includes(`{${name}}`))
        .map((name) => `${key.name}: {${name}}`),
    );
    expect(unexplained).toEqual([]);
  });
});

describe('SocialKitMessages', () => {
  // What an app's editor shows on hover over a key of `messages`: the comment must survive the
  // mapped types of src/i18n/en and the interface of src/i18n/catalogue.ts.
  // A program of the catalogue and its English files only (ES5's lib for `Record`), so it builds in
  // a second or two; the timeout leaves room for a loaded machine.
  it('carries every key’s comment to the type apps write messages against', { timeout: 60_000 }, () => {
    const catalogueFile = join(ROOT, 'src/i18n/catalogue.ts');
    const roots = [catalogueFile, ...FILES.map((file) => join(EN, file))];
    const program = ts.createProgram(roots, { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022, lib: ['lib.es5.d.ts'], noResolve: true, noEmit: true, types: [] });
    const checker = program.getTypeChecker();
    const source = program.getSourceFile(catalogueFile)!;
    const symbol = checker.getSymbolAtLocation(source)!;
    const messages = checker.getExportsOfModule(symbol).find((entry) => entry.name === 'SocialKitMessages')!;
    const properties = checker.getDeclaredTypeOfSymbol(messages).getProperties();
    const english = FILES.flatMap((file) => catalogue(file).keys.map((key) => key.name));

    expect(properties.map((property) => property.name).sort()).toEqual([...new Set(english)].sort());
    const bare = properties.filter((property) => !ts.displayPartsToString(property.getDocumentationComment(checker)).trim()).map((property) => property.name);
    expect(bare).toEqual([]);
  });
});
