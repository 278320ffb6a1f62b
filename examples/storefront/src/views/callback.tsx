import { useEffect, useRef } from 'react';
import { useLogin } from '@vitrine/react';
import { ErrorNote } from '../components/error-note';
import { useRouter } from '../router';

/** The return page of the hosted login: exchanges the code once, then goes back where the visitor was. */
export function CallbackPage() {
  const login = useLogin();
  const { navigate } = useRouter();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    login
      .complete()
      .then(({ originalUri }) => {
        const target = originalUri ? new URL(originalUri) : undefined;
        navigate(
          target && target.origin === window.location.origin && !target.pathname.startsWith('/callback')
            ? target.pathname + target.search
            : '/',
        );
      })
      .catch(() => {});
  }, [login, navigate]);

  return (
    <div className="panel center">
      {login.error ? (
        <>
          <h2>Sign-in did not complete</h2>
          <ErrorNote error={login.error} />
        </>
      ) : (
        <h2>Signing you in…</h2>
      )}
    </div>
  );
}
