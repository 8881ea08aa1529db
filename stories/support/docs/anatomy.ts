// A component's anatomy, read from the library's own sources as text (the parts are a type, so
// there is nothing to import at run time): its scope and parts from its `anatomy.ts`, and from the
// stylesheets the state attributes each part is styled by and the custom properties it reads.
// Read at build time, so the docs follow the code instead of restating it.

const partSources = import.meta.glob<string>(['../../../src/components/*/anatomy.ts', '../../../src/components/*/parts.ts'], { query: '?raw', import: 'default', eager: true });
const styleSources = import.meta.glob<string>('../../../src/styles/*.css', { query: '?raw', import: 'default', eager: true });

export interface AnatomyPart {
  part: string;
  className: string;
  /** Attribute selectors the stylesheet styles this part by, beside its scope and part (`data-state="done"`, `data-selected`). */
  states: string[];
}

export interface ComponentVariable {
  name: string;
  /** What `var()` falls back to where the app sets nothing: a token or a value (parts may differ). */
  fallbacks: string[];
  /** The stylesheet's own words for it, where its header says. */
  description?: string;
}

export interface Anatomy {
  component: string;
  scope: string;
  stylesheet: string | undefined;
  parts: AnatomyPart[];
  variables: ComponentVariable[];
  /** The shared tokens (tokens.css) the component reads. */
  tokens: string[];
}

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** Splits at `separator` outside brackets and parentheses. */
function splitTopLevel(text: string, separator: RegExp): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && separator.test(char)) {
      pieces.push(text.slice(start, i));
      start = i + 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces.map((piece) => piece.trim()).filter(Boolean);
}

/** `selector { declarations }` pairs, from inside any @layer or @media block. */
function rules(css: string): { selector: string; body: string }[] {
  return [...withoutComments(css).matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match) => ({ selector: match[1]!.trim(), body: match[2]! }));
}

/** `var(--name, fallback)` occurrences of a declaration block, nested fallbacks included. */
function variableUses(body: string): { name: string; fallback: string }[] {
  const uses: { name: string; fallback: string }[] = [];
  for (const match of body.matchAll(/var\(\s*(--[\w-]+)/g)) {
    let depth = 1;
    let i = match.index + match[0].length;
    const start = i;
    while (i < body.length && depth > 0) {
      if (body[i] === '(') depth++;
      else if (body[i] === ')') depth--;
      i++;
    }
    const rest = body.slice(start, i - 1).trim();
    uses.push({ name: match[1]!, fallback: rest.startsWith(',') ? rest.slice(1).trim() : '' });
  }
  return uses;
}

const IGNORED_ATTRIBUTES = /^(data-scope|data-part|data-theme|data-sk-[\w-]+)$/;

/** The attribute selectors of one compound selector, as `name="value"` or `name`. */
function attributesOf(compound: string): string[] {
  return [...compound.matchAll(/\[\s*((?:data|aria)-[\w-]+)\s*(?:=\s*['"]?([^'"\]]*)['"]?)?\s*\]/g)]
    .filter((match) => !IGNORED_ATTRIBUTES.test(match[1]!))
    .map((match) => (match[2] === undefined ? match[1]! : `${match[1]}="${match[2]}"`));
}

/** Reads a component's anatomy; `component` is its name as exported (`MediaUploader`). */
export function anatomyOf(component: string): Anatomy | undefined {
  const entry = Object.entries(partSources).find(([path]) => path.includes(`/${component}/`));
  if (!entry) return undefined;
  const source = entry[1];
  // createAnatomy('MediaUploader') names everything from the component: scope `media-uploader`,
  // classes `sk-MediaUploader-<part>`. An older spelling gives the scope and class name literally.
  const name = /createAnatomy<\w+>\(\s*'(\w+)'/.exec(source)?.[1] ?? component;
  const scope =
    /partsFor<\w+>\(\s*'([\w-]+)'/.exec(source)?.[1] ??
    /'data-scope':\s*'([\w-]+)'/.exec(source)?.[1] ??
    name.replace(/[A-Z]/g, (letter, at: number) => (at ? '-' : '') + letter.toLowerCase());
  const union = /export type \w+Part\s*=([^;]+);/.exec(source)?.[1] ?? '';
  const declared = [...union.matchAll(/'([\w-]+)'/g)].map((match) => match[1]!);

  const tokenNames = new Set([...(Object.entries(styleSources).find(([path]) => path.endsWith('/tokens.css'))?.[1] ?? '').matchAll(/(--sk-[\w-]+)\s*:/g)].map((match) => match[1]!));
  const states = new Map<string, Set<string>>(declared.map((part) => [part, new Set<string>()]));
  const variables = new Map<string, ComponentVariable>();
  const tokens = new Set<string>();
  const scopeSelector = new RegExp(`\\[data-scope=['"]${scope}['"]\\]`);
  let stylesheet: string | undefined;

  for (const [path, css] of Object.entries(styleSources)) {
    if (path.endsWith('/tokens.css')) continue;
    const descriptions = new Map([...css.matchAll(/^\s*\*\s+(--sk-[\w-]+)\s{2,}(.+)$/gm)].map((match) => [match[1]!, match[2]!.trim()]));
    for (const { selector, body } of rules(css)) {
      if (!scopeSelector.test(selector)) continue;
      stylesheet ??= fileName(path);
      for (const complex of splitTopLevel(selector, /,/)) {
        if (!scopeSelector.test(complex)) continue;
        for (const compound of splitTopLevel(complex, /[\s>+~]/)) {
          // Parts named inside :not() are the ones the rule is not about.
          const positive = compound.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
          const parts = [...positive.matchAll(/\[data-part=['"]([\w-]+)['"]\]/g)].map((match) => match[1]!);
          const attributes = attributesOf(positive);
          for (const part of parts) {
            if (!states.has(part)) states.set(part, new Set());
            for (const attribute of attributes) states.get(part)!.add(attribute);
          }
        }
      }
      for (const use of variableUses(body)) {
        if (tokenNames.has(use.name)) tokens.add(use.name);
        else if (use.name.startsWith('--sk-')) {
          const variable = variables.get(use.name) ?? { name: use.name, fallbacks: [], description: descriptions.get(use.name) };
          if (use.fallback && !variable.fallbacks.includes(use.fallback)) variable.fallbacks.push(use.fallback);
          variables.set(use.name, variable);
        }
      }
    }
  }

  const className = /partsFor<\w+>\(\s*'[\w-]+',\s*'(\w+)'/.exec(source)?.[1] ?? /`sk-(\w+)-\$\{part\}`/.exec(source)?.[1] ?? name;
  return {
    component,
    scope,
    stylesheet,
    parts: [...states].map(([part, found]) => ({ part, className: `sk-${className}-${part}`, states: [...found].sort() })),
    variables: [...variables.values()].sort((a, b) => a.name.localeCompare(b.name)),
    tokens: [...tokens].sort(),
  };
}
