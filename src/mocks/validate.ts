import type { Issues } from './envelope.js';

export type Body = { kind: 'empty' } | { kind: 'json'; value: unknown } | { kind: 'text'; text: string };

export function parseBody(text: string): Body {
  if (text.trim() === '') return { kind: 'empty' };
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'text', text };
  }
}

/** zod's names for the type it received. */
export function receivedType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'nan';
  return typeof value;
}

/**
 * The body as an object, or null after recording a form-level issue. An empty body counts as `{}`,
 * as Express's and Hono's JSON parsers treat it.
 */
export function objectBody(body: Body, issues: Issues): Record<string, unknown> | null {
  if (body.kind === 'empty') return {};
  if (body.kind === 'text') {
    issues.add(null, 'Malformed JSON in request body');
    return null;
  }
  const { value } = body;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    issues.add(null, `Expected object, received ${receivedType(value)}`);
    return null;
  }
  return value as Record<string, unknown>;
}

interface StringRule {
  required: boolean;
  min?: number;
  max?: number;
}

export function stringField(issues: Issues, source: Record<string, unknown>, key: string, rule: StringRule): string | undefined {
  const value = source[key];
  if (value === undefined) {
    if (rule.required) issues.add(key, 'Required');
    return undefined;
  }
  if (typeof value !== 'string') {
    issues.add(key, `Expected string, received ${receivedType(value)}`);
    return undefined;
  }
  if (rule.min !== undefined && value.length < rule.min) {
    issues.add(key, `String must contain at least ${rule.min} character(s)`);
    return undefined;
  }
  if (rule.max !== undefined && value.length > rule.max) {
    issues.add(key, `String must contain at most ${rule.max} character(s)`);
    return undefined;
  }
  return value;
}

export function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** A query parameter coerced to an integer in [min, max], as `z.coerce.number().int()` would. */
export function integerParam(issues: Issues, params: URLSearchParams, key: string, fallback: number, min: number, max: number): number {
  const raw = params.get(key);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (Number.isNaN(value)) issues.add(key, 'Expected number, received nan');
  else if (!Number.isInteger(value)) issues.add(key, 'Expected integer, received float');
  else if (value < min) issues.add(key, `Number must be greater than or equal to ${min}`);
  else if (value > max) issues.add(key, `Number must be less than or equal to ${max}`);
  else return value;
  return fallback;
}
