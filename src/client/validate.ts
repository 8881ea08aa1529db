import { SocialKitError } from './errors.js';

/**
 * The interface's limits (docs/service/interface.md, "Limits"), checked before sending so a bad
 * input costs no request and fails in the same shape as the service's own 400: per-field messages,
 * `Required` when missing.
 */

type Rule = [field: string, message: string | false];

const TENANT_ID = /^[A-Za-z0-9_-]+$/;

export const required = (field: string, value: unknown): Rule => [
  field,
  (typeof value !== 'string' || value.length === 0) && 'Required',
];

export const maxLength = (field: string, value: string | undefined, max: number): Rule => [
  field,
  value !== undefined && value.length > max && `Must be at most ${max} characters`,
];

export const notEmpty = (field: string, value: string | undefined): Rule => [
  field,
  value !== undefined && value.length === 0 && 'Must not be empty',
];

export const tenantId = (field: string, value: string | undefined): Rule => [
  field,
  value !== undefined && !TENANT_ID.test(value) && 'Only letters, digits, underscores and hyphens',
];

/** An http(s) URL: the browser is sent there after consent, so `javascript:` and the like are refused. */
export function url(field: string, value: string | undefined): Rule {
  if (value === undefined) return [field, false];
  try {
    return [field, !/^https?:$/.test(new URL(value).protocol) && 'Invalid url'];
  } catch {
    return [field, 'Invalid url'];
  }
}

/**
 * A value that goes into the path as one segment. encodeURIComponent keeps dots, and the URL parser
 * resolves `.` and `..`, so a session token of `..` (it comes from the callback URL, which anyone can
 * write) would turn `GET /pending/..` into `GET /social-accounts`: another operation entirely.
 */
export const pathSegment = (field: string, value: unknown): Rule => [
  field,
  typeof value !== 'string' || value.length === 0 ? 'Required' : (value === '.' || value === '..') && 'Must not be "." or ".."',
];

export const nonEmptyList = (field: string, value: unknown): Rule => [
  field,
  (!Array.isArray(value) || value.length === 0) && 'Select at least one',
];

/** Throws a `validation` SocialKitError when any rule has a message. */
export function check(operation: string, rules: Rule[]): void {
  const details: Record<string, { _errors: string[] }> = {};
  for (const [field, message] of rules) if (message) (details[field] ??= { _errors: [] })._errors.push(message);
  if (Object.keys(details).length) {
    throw new SocialKitError({ kind: 'validation', operation, status: 0, message: 'Invalid request', details });
  }
}

