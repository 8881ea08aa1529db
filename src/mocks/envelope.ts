/** Validation details as the service sends them: zod's `format()` shape, one level deep. */
export type Details = { _errors?: string[] } & { [field: string]: { _errors: string[] } | string[] | undefined };

export function json(status: number, body: unknown, headers?: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function ok(data: unknown, status = 200): Response {
  return json(status, { success: true, data });
}

export function fail(status: number, error: string, extra?: { message?: string; details?: Details }): Response {
  return json(status, { success: false, error, ...extra });
}

/** Collects field errors the way zod does, so one response reports every invalid field. */
export class Issues {
  readonly #fields = new Map<string | null, string[]>();

  add(field: string | null, message: string): void {
    const list = this.#fields.get(field) ?? [];
    list.push(message);
    this.#fields.set(field, list);
  }

  get empty(): boolean {
    return this.#fields.size === 0;
  }

  details(): Details {
    const details: Details = {};
    for (const [field, errors] of this.#fields) {
      if (field === null) details._errors = errors;
      else details[field] = { _errors: errors };
    }
    return details;
  }
}

export function invalid(error: 'Invalid payload' | 'Invalid request', issues: Issues, status = 400): Response {
  return fail(status, error, { details: issues.details() });
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The error body S3 and its look-alikes send. */
export function s3Error(status: number, code: string, message: string, headers?: Record<string, string>): Response {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${escapeXml(code)}</Code><Message>${escapeXml(message)}</Message></Error>`;
  return new Response(body, { status, headers: { 'Content-Type': 'application/xml', ...headers } });
}

export const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** What a reverse proxy answers when the service behind it is down: not JSON at all. */
export function gatewayPage(status: number): Response {
  const title = `${status} ${STATUS_TEXT[status] ?? 'Error'}`;
  const body = `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
  return new Response(body, { status, headers: { 'Content-Type': 'text/html' } });
}
