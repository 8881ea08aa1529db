import { allBlocks, blocksOf, checkBlocks, isChecked, isFragment } from './docBlocks.js';

// Every TypeScript and JavaScript block of the README, the guides (docs/) and the Storybook MDX
// compiles against the library's sources, as an app would write it (test/docs/docBlocks.ts).
describe('the code blocks of the docs', () => {
  const blocks = allBlocks();

  it('type-check, each as the module it is or as the signature of the export it names', () => {
    const { failures, checked } = checkBlocks(blocks);
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  }, 120_000);

  it('are whole, but for the fragments named here, each with the reason it cannot be', () => {
    // `page:line` of each fragment block (its first line of code), and why it cannot stand alone.
    const FRAGMENTS: Record<string, string> = {
      // Its keys are the 288 of the English pack, which the pack's own file spells out.
      'docs/languages.md:180': 'the outline of a new language pack',
    };
    expect(blocks.filter(isFragment).map((block) => `${block.page}:${block.line}`)).toEqual(Object.keys(FRAGMENTS));
  });
});

describe('the check itself', () => {
  const page = 'docs/broken.md';
  const text = [
    '# A page with wrong examples',
    '',
    '```tsx',
    "import { useAccounts } from '@socialkit/react';",
    '',
    "useAccounts({ limit: 'twenty' });",
    '```',
    '',
    '```ts signature',
    'function useAccounts(options?: { limit: string }): number;',
    '```',
    '',
    '```tsx fragment',
    'onConnected={(account) => …}',
    '```',
    '',
    '```tsx',
    "import { notExported } from '@socialkit/react';",
    "import { notTheApp } from '@/auth';",
    'undeclared.go();',
    '```',
  ].join('\n');

  it('fails a block that does not compile, a signature the export does not have, and names nobody declared, each at its page and line', () => {
    const blocks = blocksOf(page, text);
    expect(blocks.filter(isChecked)).toHaveLength(3);
    expect(blocks.filter(isFragment)).toHaveLength(1);
    const { failures } = checkBlocks(blocks);
    expect(failures).toEqual([
      expect.stringMatching(/^docs\/broken\.md:6: TS2322 .*'string' is not assignable to type 'number'/),
      expect.stringMatching(/^docs\/broken\.md:10: TS2322 .*'string' is not assignable to type 'number'/),
      expect.stringMatching(/^docs\/broken\.md:10: TS2322 /),
      expect.stringMatching(/^docs\/broken\.md:18: TS2305 .*notExported/),
      expect.stringMatching(/^docs\/broken\.md:19: TS2305 .*notTheApp/),
      expect.stringMatching(/^docs\/broken\.md:20: TS2304 .*undeclared/),
    ]);
  }, 120_000);
});
