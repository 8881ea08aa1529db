export function newId(prefix: string): string {
  return `${prefix}_${crypto.randomUUID()}`;
}

/** 32 random bytes, base64url: long enough that a guessed token never hits a live session. */
export function randomToken(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const base64 = btoa(String.fromCharCode(...bytes));
  return `${prefix}_${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

export function randomDigits(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte, index) => (index === 0 ? 1 + (byte % 9) : byte % 10)).join('');
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

export function randomBase32(length: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(length)), (byte) => BASE32[byte % 32]).join('');
}
