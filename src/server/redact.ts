/**
 * The last line of defence for secrets in answers: should the service ever echo the API key, an app
 * password or a session token (an error message quoting the header it refused, say), the proxy
 * replaces it before the browser sees it, in the forms a leak takes: as written, URL-encoded and
 * base64 (at any alignment, standard and URL-safe). Values are replaced inside parsed JSON strings,
 * never in raw JSON text, so the answer stays valid JSON; the raw text is searched too, since a
 * string the parser drops (a duplicated member) or spells with escapes still reaches the browser.
 */

const REDACTED = '[redacted]';
/**
 * The shortest API key or OAuth client secret the server entry takes. Every form searched for is
 * at least this long (base64 cores are longer than the secret), so a chance match in an ordinary
 * answer is out of reach: a key of a few characters would be found in words, ids and encoded data
 * and mangle them. It leaves 8 characters past a prefix such as `sk_live_`; real keys are longer.
 */
export const MIN_SECRET_LENGTH = 16;
/** Shorter request values (a test's `appPassword: 'x'`) would match ordinary words in an answer. */
const MIN_REQUEST_SECRET = 8;

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/**
 * The base64 characters that encode only the secret's bytes, for each of the three offsets it may
 * start at inside a longer encoded value; the characters mixed with a neighbour's bits are cut.
 */
function base64Cores(secret: string): string[] {
  const bytes = new TextEncoder().encode(secret);
  const cores: string[] = [];
  for (let lead = 0; lead < 3; lead += 1) {
    const padded = new Uint8Array(lead + bytes.length);
    padded.set(bytes, lead);
    const encoded = base64(padded);
    const core = encoded.slice(Math.ceil((lead * 4) / 3), Math.floor(((lead + bytes.length) * 4) / 3));
    cores.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return cores;
}

/** Every form of each secret that counts as a leak. */
export function secretForms(secrets: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const secret of secrets) {
    forms.add(secret);
    try {
      forms.add(encodeURIComponent(secret));
    } catch {
      // A lone surrogate (in an app password as typed) has no URL encoding: no such form to find.
    }
    for (const core of base64Cores(secret)) forms.add(core);
  }
  return [...forms].filter((form) => form.length > 0);
}

/** The key's forms (made once, with the proxy) and those of what this request sent that must not come back. */
export function collectSecrets(keyForms: readonly string[], requestSecrets: readonly unknown[]): readonly string[] {
  const fromRequest = requestSecrets.filter((value): value is string => typeof value === 'string' && value.length >= MIN_REQUEST_SECRET);
  return fromRequest.length ? [...keyForms, ...secretForms(fromRequest)] : keyForms;
}

/** `secrets` are forms, as `collectSecrets` or `secretForms` give them. */
export function redactText(text: string, secrets: readonly string[]): string {
  return secrets.reduce((out, secret) => (out.includes(secret) ? out.split(secret).join(REDACTED) : out), text);
}

/** A JSON string literal: quotes, then anything but a quote or a backslash, or an escape. */
const STRING_LITERAL = /"(?:[^"\\]|\\.)*"/g;

/** Whether any string in raw JSON text, keys included, holds a secret once its escapes are read. */
export function rawJsonHoldsSecret(text: string, secrets: readonly string[]): boolean {
  if (secrets.some((secret) => text.includes(secret))) return true;
  // Without a backslash no literal has an escape: the search above has seen every string as read.
  if (!text.includes('\\')) return false;
  for (const [literal] of text.matchAll(STRING_LITERAL)) {
    if (!literal.includes('\\')) continue;
    let value: unknown;
    try {
      value = JSON.parse(literal);
    } catch {
      continue;
    }
    if (typeof value === 'string' && secrets.some((secret) => value.includes(secret))) return true;
  }
  return false;
}

/** The value with every secret replaced in its strings and keys, and whether anything was. */
export function scrub(value: unknown, secrets: readonly string[]): { value: unknown; changed: boolean } {
  let changed = false;
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') {
      const out = redactText(node, secrets);
      if (out !== node) changed = true;
      return out;
    }
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node === 'object' && node !== null) {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [walk(key) as string, walk(item)]));
    }
    return node;
  };
  const out = walk(value);
  return { value: out, changed };
}
