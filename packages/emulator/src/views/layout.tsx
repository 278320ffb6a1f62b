/** @jsxRuntime automatic */
/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx';
import { raw } from 'hono/html';

/** The hosted pages' one shared, asset-free layout. Values are escaped by hono's JSX; `raw` only for our own markup. */

/** JSON for an inline <script>: no `</script>` break-outs, no HTML comment tricks (HTML entities mean nothing there). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f3ef;color:#1f2430}
header{padding:16px 24px;border-bottom:1px solid #e4e0d8;background:#fff;display:flex;gap:12px;align-items:center}
header .logo{font-weight:700;letter-spacing:.04em}
header .tag{font-size:12px;background:#1f2430;color:#fff;border-radius:999px;padding:2px 10px}
main{max-width:720px;margin:40px auto;padding:0 16px}
.card{background:#fff;border:1px solid #e4e0d8;border-radius:14px;padding:28px;box-shadow:0 1px 2px rgba(0,0,0,.04)}
h1{font-size:24px;margin:0 0 16px}
label{display:block;font-size:14px;font-weight:600;margin:14px 0 6px}
input{width:100%;padding:10px 12px;border:1px solid #cfc9bd;border-radius:8px;font:inherit}
input:focus{outline:2px solid #2f5d9e;border-color:transparent}
button,.button{display:inline-block;margin-top:20px;padding:11px 20px;border:0;border-radius:8px;background:#1f2430;color:#fff;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
button.secondary{background:#e9e5dc;color:#1f2430}
.error{background:#fbeaea;color:#8a1f1f;border-radius:8px;padding:10px 12px;margin-bottom:12px}
.note{color:#6b6f7a;font-size:14px}
table{width:100%;border-collapse:collapse;margin:8px 0}
th,td{text-align:left;padding:8px 6px;border-bottom:1px solid #eee;vertical-align:top}
td.num,th.num{text-align:right;white-space:nowrap}
tr.total td{font-weight:700;border-bottom:0}
img.thumb{width:48px;height:60px;object-fit:cover;border-radius:6px;background:#eee}
a{color:#2f5d9e}
pre{white-space:pre-wrap;background:#f7f5f0;border-radius:8px;padding:10px}
`;

export function Page(props: { title: string; children?: Child }) {
  return (
    <>
      {raw('<!doctype html>')}
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width,initial-scale=1" />
          <title>{props.title} · Vitrine emulator</title>
          <style dangerouslySetInnerHTML={{ __html: CSS }} />
        </head>
        <body>
          <header>
            <span class="logo">VITRINE</span>
            <span class="tag">local emulator</span>
          </header>
          <main>{props.children}</main>
        </body>
      </html>
    </>
  );
}

/** A page of one card under a heading (the page's title unless told otherwise). */
export function CardPage(props: { title: string; heading?: string; children?: Child }) {
  return (
    <Page title={props.title}>
      <div class="card">
        <h1>{props.heading ?? props.title}</h1>
        {props.children}
      </div>
    </Page>
  );
}

/** The CSRF token every hosted form carries (`pages/csrf.ts`). */
export function CsrfField(props: { token: string }) {
  return <input type="hidden" name="csrfToken" value={props.token} />;
}

/** The page of an error a hosted page answers with. */
export function errorPage(e: { title: string; message: string }) {
  return (
    <CardPage title={e.title}>
      <p>{e.message}</p>
    </CardPage>
  );
}
