import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Right-to-left pages get the same layout mirrored only if nothing is placed by a physical side:
// every stylesheet and inline style says start and end (inline-start, inset-inline-end, …), never
// left and right. A physical property here is a layout bug in Arabic and Hebrew.
const ROOT = resolve(import.meta.dirname, '../..');
const PHYSICAL_CSS =
  /(?<![\w-])(left|right|(margin|padding|border|scroll-margin|scroll-padding)-(left|right)(-\w+)?|border-(top|bottom)-(left|right)-radius)\s*:|text-align\s*:\s*(left|right)|float\s*:\s*(left|right)|clear\s*:\s*(left|right)|translateX\(|(?<![\w-])(?:background-position|transform-origin)\s*:[^;]*\b(left|right)\b/g;
const PHYSICAL_STYLE = /\b(left|right|marginLeft|marginRight|paddingLeft|paddingRight|borderLeft\w*|borderRight\w*)\s*:|translateX\(/g;

const files = (dir: string, ext: RegExp): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name), ext) : ext.test(entry.name) ? [join(dir, entry.name)] : [],
  );

const found = (file: string, pattern: RegExp) =>
  readFileSync(join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .flatMap((line, index) => (line.match(pattern) ? [`${file}:${index + 1}: ${line.trim()}`] : []));

it('places nothing by a physical side in the stylesheets', () => {
  expect(files('src/styles', /\.css$/).flatMap((file) => found(file, PHYSICAL_CSS))).toEqual([]);
});

it('places nothing by a physical side in the components’ inline styles', () => {
  const inline = files('src/components', /\.tsx$/).flatMap((file) => found(file, /style=\{/).length ? found(file, PHYSICAL_STYLE) : []);
  expect(inline).toEqual([]);
});

it('would catch a physical side', () => {
  expect('  margin-left: 1rem;'.match(PHYSICAL_CSS)).not.toBeNull();
  expect('  left: 0;'.match(PHYSICAL_CSS)).not.toBeNull();
  expect('  text-align: right;'.match(PHYSICAL_CSS)).not.toBeNull();
  expect('  inset-inline-start: 0;'.match(PHYSICAL_CSS)).toBeNull();
  expect('  border-start-start-radius: 4px;'.match(PHYSICAL_CSS)).toBeNull();
});
