import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = new URL('../../', import.meta.url);

/**
 * A Markdown page under test, by its path from the project's root (`docs/proxy.md`, `README.md`).
 * DOC_UNDER_TEST=`<page>=<copy>` reads another copy of that page instead, to check a proposed text
 * before it is pasted in.
 */
export function docText(page: string): string {
  const [target, ...copy] = (process.env.DOC_UNDER_TEST ?? '').split('=');
  return readFileSync(target === page && copy.length > 0 ? copy.join('=') : new URL(page, ROOT), 'utf8');
}

/** The first fenced code block after the line that starts with `lead`, as written. */
export function codeBlockAfter(text: string, lead: string): string {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => line.startsWith(lead));
  if (at === -1) throw new Error(`no line starts with ${JSON.stringify(lead)}`);
  const open = lines.findIndex((line, index) => index > at && line.startsWith('```'));
  const close = lines.findIndex((line, index) => index > open && line.startsWith('```'));
  if (open === -1 || close === -1) throw new Error(`no code block after ${JSON.stringify(lead)}`);
  return lines.slice(open + 1, close).join('\n');
}

const IMPORT = /\bfrom\s+'([^']+)'/g;
let loaded = 0;

/**
 * Imports a documented snippet as the module it is. Only import specifiers change: the package's own
 * entry becomes its source, and the app's modules ("yours") become the stubs given. Anything else
 * must be a package installed here; an unmapped relative import fails loudly.
 */
export async function importSnippet(code: string, modules: Record<string, string>): Promise<Record<string, unknown>> {
  const mapped: Record<string, string> = {
    '@socialkit/react/server': fileURLToPath(new URL('src/server/index.ts', ROOT)),
    ...modules,
  };
  const source = code.replace(IMPORT, (whole, specifier: string) => {
    const target = mapped[specifier];
    if (target !== undefined) return `from '${target}'`;
    if (specifier.startsWith('.') || specifier.startsWith('@/')) throw new Error(`The snippet imports ${specifier}: map it to a stub`);
    return whole;
  });
  // Inside the project, so the snippet's own packages (express) resolve from node_modules.
  const dir = new URL('node_modules/.cache/socialkit-readme/', ROOT);
  mkdirSync(dir, { recursive: true });
  const file = new URL(`snippet-${process.pid}-${++loaded}.ts`, dir);
  writeFileSync(file, source);
  try {
    return (await import(/* @vite-ignore */ pathToFileURL(fileURLToPath(file)).href)) as Record<string, unknown>;
  } finally {
    rmSync(file, { force: true });
  }
}
