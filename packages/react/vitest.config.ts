import { vitestPreset } from '../../vitest.shared';

// A storefront page on https, so that sessionStorage, same-origin checks and the address bar are realistic.
export default vitestPreset({
  environment: 'happy-dom',
  environmentOptions: { happyDOM: { url: 'https://shop.example/' } },
  setupFiles: ['test/support/testing-library.ts'],
});
