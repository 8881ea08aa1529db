import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { apiReader, typesNamedByPages, type ApiTables } from '../../.storybook/apiDocs.js';
import { HOOK_SECTIONS, OPTIONAL_HOOK_SECTIONS, hookSectionOf } from '../../stories/support/docs/sections.js';

// Every hook's docs page (stories/hooks/*.mdx) has the sections of a component's page, in the same
// order, and shows the options and result types of its hooks as the declarations say them: a table
// `<ApiTable of="Type" />` that Storybook's build reads from src/ (.storybook/apiDocs.ts). So a
// member added to a type is on its page, and a member without JSDoc (an empty row) fails here.
const ROOT = resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const PAGES = readdirSync(join(ROOT, 'stories/hooks'))
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => `stories/hooks/${file}`)
  .sort();

/** The `ts signature` blocks of a page. */
const signaturesOf = (text: string) => [...text.matchAll(/```ts signature\n([\s\S]*?)```/g)].map((match) => match[1]!);
/** The hooks a page declares; their options and result types, and the interfaces the page declares (a mutation's variables). */
function declared(text: string) {
  const blocks = signaturesOf(text).join('\n');
  const hooks = [...blocks.matchAll(/^function (use\w+)(?:<[^>]*>)?\(([^)]*)\): (\w+)/gm)];
  const types = new Set([
    ...hooks.flatMap(([, , params, result]) => [...[...params!.matchAll(/:\s*(\w+Options)\b/g)].map((match) => match[1]!), result!]),
    ...[...blocks.matchAll(/^interface (\w+)/gm)].map((match) => match[1]!),
  ]);
  return { hooks: hooks.map((match) => match[1]!), types: [...types] };
}
/** `<ApiTable of="Type" />` and `<ApiTable of="Type" callbacks />` of a page. */
const tablesOf = (text: string) => [...text.matchAll(/<ApiTable\s+of="(\w+)"(\s+callbacks)?\s*\/>/g)].map((match) => `${match[1]}${match[2] ? ' callbacks' : ''}`);

let reader: ReturnType<typeof apiReader>;
let tables: ApiTables;
beforeAll(() => {
  reader = apiReader();
  tables = reader.tables(typesNamedByPages());
}, 120_000);

describe.each(PAGES)('%s', (file) => {
  const text = read(file);

  it('has the sections of every hook page, in order', () => {
    const headings = [...text.replace(/```[\s\S]*?```/g, '').matchAll(/^## (.+)$/gm)].map((match) => hookSectionOf(match[1]!));
    const expected = HOOK_SECTIONS.filter((name) => headings.includes(name) || !OPTIONAL_HOOK_SECTIONS.includes(name));
    expect(headings).toEqual(expected);
  });

  it('shows every options and result type of ours from the types, callbacks under Callbacks', () => {
    const { types } = declared(text);
    const own = types.filter((name) => reader.isOwnObjectType(name));
    const needed = own.flatMap((name) => {
      const members = tables[name] ?? reader.tables([name])[name]!;
      const callbacks = members.filter((member) => member.callback);
      return [...(callbacks.length < members.length ? [name] : []), ...(callbacks.length ? [`${name} callbacks`] : [])];
    });
    const shown = tablesOf(text);
    expect(needed.filter((table) => !shown.includes(table))).toEqual([]);
    // A callbacks table sits under Callbacks, the others above States.
    const callbacksAt = text.indexOf('\n## Callbacks');
    const statesAt = text.indexOf('\n## States');
    for (const table of shown) {
      const at = text.indexOf(`<ApiTable of="${table.split(' ')[0]}"${table.endsWith('callbacks') ? ' callbacks' : ''}`);
      expect({ table, where: table.endsWith('callbacks') ? at > callbacksAt : at < statesAt }).toEqual({ table, where: true });
    }
  });

  it('says what each member of its tables is for, in the JSDoc', () => {
    const undocumented = [...new Set(tablesOf(text).map((table) => table.split(' ')[0]!))]
      .flatMap((name) => tables[name]!.filter((member) => !member.description).map((member) => `${name}.${member.name} (${member.declaredAt})`));
    expect(undocumented).toEqual([]);
  });
});

it('gives every public hook a page that declares its signature', async () => {
  const library = await import('../../src/index.js');
  const hooks = Object.keys(library).filter((name) => /^use[A-Z]/.test(name));
  const documented = new Set(PAGES.flatMap((file) => declared(read(file)).hooks));
  expect(hooks.filter((name) => !documented.has(name))).toEqual([]);
});
