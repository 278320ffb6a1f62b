// How tests reach the emulator's guarded parts as its legitimate users do (never published).

/** The header of the emulator's per-run admin token, which its dev endpoints (`/__vitrine/…`) need. */
export function adminHeaders(emulator: { adminToken: string }): Record<string, string> {
  return { 'x-vitrine-admin-token': emulator.adminToken };
}

/** The `name=value` pairs of an answer's `Set-Cookie` headers, as a `Cookie` header sends them back. */
function cookiesOf(answer: Response): string[] {
  return answer.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
}

/**
 * Sends a hosted page's form the way a browser does after it showed the page: the page is loaded first, and the
 * POST carries the form's CSRF token and the cookie it came with. `headers` go with both requests (a member's
 * `cookie`, for example). Answers the POST's answer, redirects not followed.
 */
export async function submitHostedForm(
  url: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const shown = await fetch(url, { headers, redirect: 'manual' });
  const html = await shown.text();
  const csrfToken = /name="csrfToken" value="([^"]*)"/.exec(html)?.[1];
  if (csrfToken === undefined) throw new Error(`${url} shows no form (${shown.status}): ${html.slice(0, 200)}`);
  const cookie = [headers.cookie, ...cookiesOf(shown)].filter(Boolean).join('; ');
  return fetch(url, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: new URLSearchParams({ ...form, csrfToken }),
    redirect: 'manual',
  });
}
