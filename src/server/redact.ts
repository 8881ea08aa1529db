/**
 * The last line of defence for secrets in answers: should the service ever echo the API key, an app
 * password or a session token (an error message quoting the header it refused, say), the proxy
 * replaces it before the browser sees it. Values are replaced inside parsed JSON strings, never in
 * raw text, so the answer stays valid JSON.
 */

const REDACTED = '[redacted]';
/** Shorter request values (a test's `appPassword: 'x'`) would match ordinary words in an answer. */
const MIN_REQUEST_SECRET = 8;

export function collectSecrets(apiKey: string, requestSecrets: readonly unknown[]): string[] {
  const fromRequest = requestSecrets.filter((value): value is string => typeof value === 'string' && value.length >= MIN_REQUEST_SECRET);
  return [apiKey, ...fromRequest];
}

export function redactText(text: string, secrets: readonly string[]): string {
  return secrets.reduce((out, secret) => (out.includes(secret) ? out.split(secret).join(REDACTED) : out), text);
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
