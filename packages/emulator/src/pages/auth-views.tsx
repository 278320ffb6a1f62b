/** @jsxRuntime automatic */
/** @jsxImportSource hono/jsx */
import type { AuthAnswer } from '../identity';
import { CardPage, CsrfField, Page, scriptJson } from '../views/layout';

/** The form's target: the same page, of the same redirect session. */
const sessionAction = (sessionId: string) => `?session=${encodeURIComponent(sessionId)}`;

function Alert(props: { error: string | undefined }) {
  return props.error ? (
    <div class="error" role="alert">
      {props.error}
    </div>
  ) : null;
}

export interface SignInForm {
  mode?: 'login' | 'register';
  error?: string;
  email?: string;
}

export function signInPage(sessionId: string, csrf: string, opts: SignInForm = {}) {
  const login = (opts.mode ?? 'login') === 'login';
  const action = sessionAction(sessionId);
  return (
    <CardPage title={login ? 'Sign in' : 'Create an account'}>
      <Alert error={opts.error} />
      <form method="post" action={action}>
        <CsrfField token={csrf} />
        <input type="hidden" name="action" value={login ? 'login' : 'register'} />
        {!login && (
          <>
            <label for="firstName">First name</label>
            <input id="firstName" name="firstName" autocomplete="given-name" />
          </>
        )}
        <label for="email">E-mail</label>
        <input id="email" name="email" type="email" required autocomplete="email" value={opts.email ?? ''} />
        <label for="password">Password</label>
        <input
          id="password"
          name="password"
          type="password"
          required
          autocomplete={login ? 'current-password' : 'new-password'}
        />
        <button type="submit">{login ? 'Sign in' : 'Create account'}</button>
      </form>
      {login ? (
        <p class="note">
          New here? <a href={`${action}&mode=register`}>Create an account</a>
        </p>
      ) : (
        <p class="note">
          Already a member? <a href={action}>Sign in</a>
        </p>
      )}
      <p class="note">Demo member: ada@vitrine.dev / vitrine-demo</p>
    </CardPage>
  );
}

/** The step a sign-in waits on: an e-mail code, or the site owner's approval. */
export function stepPage(sessionId: string, csrf: string, a: Pick<AuthAnswer, 'state' | 'stateToken'>, error?: string) {
  const action = sessionAction(sessionId);
  const stateToken = (
    <>
      <CsrfField token={csrf} />
      <input type="hidden" name="stateToken" value={a.stateToken ?? ''} />
    </>
  );
  if (a.state === 'REQUIRE_EMAIL_VERIFICATION')
    return (
      <CardPage title="Verify your e-mail">
        <Alert error={error} />
        <p>
          We sent a 6-digit code to your inbox (
          <a href="/__vitrine/inbox" target="_blank">
            dev inbox
          </a>
          ).
        </p>
        <form method="post" action={action}>
          <input type="hidden" name="action" value="verify" />
          {stateToken}
          <label for="code">Code</label>
          <input id="code" name="code" inputmode="numeric" pattern="[0-9]{6}" required />
          <button type="submit">Verify</button>
        </form>
      </CardPage>
    );
  return (
    <CardPage title="Waiting for approval">
      <Alert error={error} />
      <p>
        The site owner has to approve your account (in the{' '}
        <a href="/__vitrine/inbox" target="_blank">
          dev inbox
        </a>
        ).
      </p>
      <form method="post" action={action}>
        <input type="hidden" name="action" value="proceed" />
        {stateToken}
        <button type="submit">Check again</button>
      </form>
    </CardPage>
  );
}

/**
 * The answer of a silent sign-in (web_message): one postMessage per allowed origin, never '*', so the browser
 * delivers only the one that matches the parent. The script is ours; its values are JSON made safe for a script.
 */
export function messagePage(targets: readonly string[], params: Record<string, string>) {
  const title = params.error ? 'Sign-in failed' : 'Signed in';
  const script =
    `(function(){var data=${scriptJson(params)};var target=${scriptJson(targets[0])};` +
    `var targets=${scriptJson(targets)};if(window.parent&&window.parent!==window){` +
    'for(var i=0;i<targets.length;i++){target=targets[i];window.parent.postMessage(data,target);}}})();';
  return (
    <Page title={title}>
      <div class="card">
        <h1>{title}</h1>
        <p class="note">This window reports to {targets.join(', ')} and can be closed.</p>
      </div>
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </Page>
  );
}

export function signedInPage() {
  return (
    <CardPage title="Signed in">
      <p>You are signed in to the emulator.</p>
    </CardPage>
  );
}
