import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `waitFor` and `findBy…` give up after 1 s by default: a busy two-core CI machine can take longer to render and
// answer. The limit only ends a wait whose event never comes; a wait that is met returns at once.
configure({ asyncUtilTimeout: 30_000 });

// Each test's trees are unmounted after it (Testing Library does so by itself only with vitest's globals): a
// provider left mounted would keep its cart channel open and answer the next test's tabs with cart reads.
afterEach(cleanup);
