/**
 * Presigned upload URLs for the simulated storage, verified as S3 verifies query-signed URLs: the
 * signature covers the method, the object path, the Content-Type and the expiry, so a PUT with any
 * other Content-Type, or a URL edited after signing, is refused. Kept free of the rest of the
 * simulator so a real loopback storage server can verify the same URLs.
 */

export const SIGNATURE_PARAMS = {
  contentType: 'X-Sk-Content-Type',
  expires: 'X-Sk-Expires',
  signature: 'X-Sk-Signature',
} as const;

export interface SignUploadUrlInput {
  /** Absolute URL of the object, without a query. */
  url: string | URL;
  contentType: string;
  /** Epoch seconds after which storage refuses the PUT. */
  expires: number;
  secret: string;
}

export interface UploadRequestLike {
  method: string;
  /** Absolute URL, query included. */
  url: string;
  contentType: string | null;
}

export type UploadVerification =
  | { ok: true; path: string; contentType: string; expires: number }
  | { ok: false; status: 403; code: 'SignatureDoesNotMatch' | 'AccessDenied'; message: string };

const MISMATCH = 'The request signature we calculated does not match the signature you provided. Check your key and signing method.';

async function hmacHex(secret: string, message: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(message));
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function stringToSign(method: string, path: string, contentType: string, expires: string | number): string {
  return `${method.toUpperCase()}\n${path}\n${contentType}\n${expires}`;
}

/** Compares in time independent of where the strings differ, as a real verifier must. */
function sameText(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    difference |= (a.charCodeAt(index) || 0) ^ (b.charCodeAt(index) || 0);
  }
  return difference === 0;
}

export async function signUploadUrl(input: SignUploadUrlInput): Promise<string> {
  const url = new URL(input.url);
  url.search = '';
  const signature = await hmacHex(input.secret, stringToSign('PUT', url.pathname, input.contentType, input.expires));
  url.searchParams.set(SIGNATURE_PARAMS.contentType, input.contentType);
  url.searchParams.set(SIGNATURE_PARAMS.expires, String(input.expires));
  url.searchParams.set(SIGNATURE_PARAMS.signature, signature);
  return url.href;
}

/**
 * Checks a PUT against its URL's signature. The signature is checked before the expiry, as S3 does:
 * an expiry pushed forward by hand is a bad signature, not an expired one.
 */
export async function verifyUploadRequest(
  request: Request | UploadRequestLike,
  options: { secret: string; now?: number },
): Promise<UploadVerification> {
  const contentType = 'headers' in request ? request.headers.get('Content-Type') : request.contentType;
  const url = new URL(request.url);
  const signedType = url.searchParams.get(SIGNATURE_PARAMS.contentType);
  const expires = url.searchParams.get(SIGNATURE_PARAMS.expires);
  const signature = url.searchParams.get(SIGNATURE_PARAMS.signature);
  const refuse = (message: string): UploadVerification => ({ ok: false, status: 403, code: 'SignatureDoesNotMatch', message });

  if (signedType === null || expires === null || signature === null || !/^\d+$/.test(expires)) return refuse(MISMATCH);
  const expected = await hmacHex(options.secret, stringToSign(request.method, url.pathname, contentType ?? '', expires));
  if (!sameText(expected, signature.toLowerCase())) {
    return refuse(
      contentType !== signedType
        ? `${MISMATCH} The Content-Type sent (${contentType ?? 'none'}) is not the signed one (${signedType}).`
        : MISMATCH,
    );
  }
  // The header matched the signature, so the query's copy of the type was edited afterwards.
  if (contentType !== signedType) return refuse(MISMATCH);
  if ((options.now ?? Date.now()) > Number(expires) * 1000) {
    return { ok: false, status: 403, code: 'AccessDenied', message: 'Request has expired' };
  }
  return { ok: true, path: url.pathname, contentType: signedType, expires: Number(expires) };
}
