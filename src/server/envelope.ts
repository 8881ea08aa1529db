/**
 * Every answer the proxy makes itself is the service's error envelope (`{ success: false, error }`),
 * so the client reads a refusal by the proxy exactly as it reads one by the service. The texts are
 * fixed: nothing from the request or from a caught exception goes into them, so no secret can.
 */
export function failure(status: number, error: string, headers?: HeadersInit): Response {
  const response = new Response(JSON.stringify({ success: false, error }), { status, headers });
  response.headers.set('Content-Type', 'application/json; charset=utf-8');
  // Answers are per user (their tenant's accounts): no shared cache may keep one.
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
