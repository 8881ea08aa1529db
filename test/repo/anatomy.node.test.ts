import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { commonConnectMessages } from '../../src/i18n/en/common.js';
import { errorMessages } from '../../src/i18n/en/errors.js';
import { mediaStatusMessages } from '../../src/i18n/en/mediaStatus.js';
import { postOptionMessages } from '../../src/i18n/en/postOptions.js';

// One name per component: its scope, classes, stylesheet and message keys all come from it
// (src/components/shared/anatomy.ts). A component that strays from it fails here, by name.
const ROOT = resolve(import.meta.dirname, '../..');
const COMPONENTS = readdirSync(resolve(ROOT, 'src/components')).filter((name) => /^[A-Z]/.test(name));
const camel = (name: string) => name[0]!.toLowerCase() + name.slice(1);
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter, at: number) => (at ? '-' : '') + letter.toLowerCase());
/** Messages of a domain that several parts or an app's own markup share, in their own files. */
const SHARED = [errorMessages, commonConnectMessages, mediaStatusMessages, postOptionMessages].flatMap(Object.keys);

describe.each(COMPONENTS)('%s', (name) => {
  it('takes its scope and classes from its name', async () => {
    const { anatomy } = (await import(`../../src/components/${name}/anatomy.ts`)) as { anatomy: { name: string; scope: string; parts: () => (part: string) => Record<string, string> } };
    expect(anatomy.name).toBe(name);
    expect(anatomy.scope).toBe(kebab(name));
    expect(anatomy.parts()('root')).toEqual({ 'data-scope': kebab(name), 'data-part': 'root', className: `sk-${name}-root` });
  });

  it('has a stylesheet named for its scope that selects on its scope only', () => {
    const css = readFileSync(resolve(ROOT, `src/styles/${kebab(name)}.css`), 'utf8');
    const scopes = new Set([...css.matchAll(/data-scope='([^']+)'/g)].map((match) => match[1]));
    expect([...scopes]).toEqual([kebab(name)]);
  });

  it('has its messages in a file named for it, every key prefixed with its name', async () => {
    expect(existsSync(resolve(ROOT, `src/i18n/en/${camel(name)}.ts`))).toBe(true);
    const messages = ((await import(`../../src/i18n/en/${camel(name)}.ts`)) as Record<string, object>)[`${camel(name)}Messages`];
    expect(messages, `src/i18n/en/${camel(name)}.ts exports ${camel(name)}Messages`).toBeDefined();
    const own = Object.keys(messages!).filter((key) => !SHARED.includes(key));
    const strays = own.filter((key) => !key.startsWith(camel(name)));
    expect(strays).toEqual([]);
  });
});

it('has a stylesheet for every component and no other but the tokens', () => {
  // on-demand/ holds the sheets a panel adopts as it opens (hooks/useStyleSheet.ts), not in styles.css.
  const sheets = readdirSync(resolve(ROOT, 'src/styles')).filter((file) => file !== 'tokens.css' && file !== 'on-demand');
  expect(sheets.sort()).toEqual(COMPONENTS.map((name) => `${kebab(name)}.css`).sort());
});

// That components/ holds components, and no hook, is read from the code: test/repo/layers.node.test.ts.
it('holds nothing in src/hooks but hooks and the provider', () => {
  const notHooks = readdirSync(resolve(ROOT, 'src/hooks')).filter((file) => !/^use[A-Z]\w*\.tsx?$/.test(file));
  expect(notHooks.sort()).toEqual(['SocialKitProvider.tsx', 'context.ts']);
});
