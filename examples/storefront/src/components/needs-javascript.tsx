import type { ReactNode } from 'react';

/**
 * What a page that runs in the browser only says when scripts are off: plain words and a way on, in place of the
 * loading skeleton that would otherwise stay grey forever.
 */
export function NeedsJavaScript({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <style>{'.skeleton { display: none; }'}</style>
      <div className="panel center" data-testid="needs-javascript">
        {children}
      </div>
    </noscript>
  );
}
