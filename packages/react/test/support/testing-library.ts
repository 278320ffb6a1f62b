import { configure } from '@testing-library/react';

// `waitFor` and `findBy…` give up after 1 s by default: a busy two-core CI machine can take longer to render and
// answer. The limit only ends a wait whose event never comes; a wait that is met returns at once.
configure({ asyncUtilTimeout: 30_000 });
