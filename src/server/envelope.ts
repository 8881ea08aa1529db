/** An answer of the proxy before a transport writes it: a Fetch API Response, or Node's `res`. */
export interface Answer {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: string | null;
}

/**
 * Every answer the proxy makes itself is the service's error envelope (`{ success: false, error }`),
 * so the client reads a refusal by the proxy exactly as it reads one by the service. The texts are
 * fixed: nothing from the request or from a caught exception goes into them, so no secret can.
 */
export function failed(status: number, error: string): Answer {
  // Answers are per user (their tenant's accounts): no shared cache may keep one.
  return { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }, body: JSON.stringify({ success: false, error }) };
}

export const answerOf = ({ status, headers, body }: Answer): Response => new Response(body, { status, headers });

/** `failed` as a Fetch API Response. */
export const failure = (status: number, error: string): Response => answerOf(failed(status, error));
