// Which modules are client modules for React Server Components: those that use client-only
// React themselves (a hook, a context, a class component). Read from a module's text, the
// TypeScript source at build time and the built JavaScript in the dist check, so the two agree.
// A module that only re-exports a hook is not one: Next.js follows the re-export to the module
// that carries the directive.

const CLIENT_ONLY = /^(use[A-Z]\w*|createContext|Component|PureComponent)$/;

/** Local names of the values a module imports (type-only imports left out). */
function importedValues(code) {
  const names = [];
  for (const [, typeOnly, list] of code.matchAll(/^\s*import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"][^'"]+['"]/gm)) {
    if (typeOnly) continue;
    for (const part of list.split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      const [imported, local = imported] = spec.split(/\s+as\s+/).map((s) => s.trim());
      names.push({ imported, local });
    }
  }
  return names;
}

/**
 * True when the module uses a hook, createContext or a React class itself: imports one and names
 * it outside its import and export lists. Importing it is enough to count (React's server build
 * has none of them, so a Server Component's bundle fails on the import); importing it only to
 * export it again, as a barrel does, is not.
 */
export function usesClientReact(code) {
  const body = code
    .replace(/^\s*import\s[^;]*?from\s*['"][^'"]+['"];?/gm, '')
    .replace(/^\s*export\s*(type\s+)?\{[^}]*\}(\s*from\s*['"][^'"]+['"])?;?/gm, '');
  return importedValues(code).some(({ imported, local }) => CLIENT_ONLY.test(imported) && new RegExp(`\\b${local}\\b`).test(body));
}

export const isClientDirective = (code) => /^['"]use client['"];/.test(code);
