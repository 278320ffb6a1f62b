import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Sign-in did not complete', robots: { index: false } };

export default function SignInFailed() {
  return (
    <div className="panel center">
      <h1>Sign-in did not complete</h1>
      <p>The sign-in took too long or was already used. Nothing is lost: your cart is still here.</p>
      <a className="btn" href="/auth/sign-in">
        Try again
      </a>
    </div>
  );
}
