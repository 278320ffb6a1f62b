// Browsers over HTTP/2 give an empty `statusText`, so the names of the statuses the platform answers with are kept
// here; any other status falls back to the answer's own text.
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  499: 'Client Closed Request',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function statusText(status: number, fromResponse?: string): string {
  return STATUS_TEXT[status] ?? (fromResponse || `HTTP ${status}`);
}

/** `Client Closed Request` → `CLIENT_CLOSED_REQUEST` (blanks at either end go with the underscores). */
export function upperSnake(text: string): string {
  return text
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toUpperCase();
}
