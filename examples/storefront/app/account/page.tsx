import type { Metadata } from 'next';
import { AccountPage } from '../../src/client-pages';
import { NeedsJavaScript } from '../../src/components/needs-javascript';

export const metadata: Metadata = { title: 'Account', robots: { index: false } };

export default function Account() {
  return (
    <>
      <NeedsJavaScript>
        <h1>Your account</h1>
        <p>This form needs JavaScript. Turn it on, or sign in on our secure sign-in page.</p>
        {/* The redirect sign-in runs on the server: it works without scripts. */}
        <a className="btn" href="/auth/sign-in?returnTo=%2F">
          Sign in without JavaScript
        </a>
      </NeedsJavaScript>
      <AccountPage />
    </>
  );
}
