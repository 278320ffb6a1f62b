import { vitestPreset } from '../../vitest.shared';

// A storefront page on https, so that same-origin checks, Secure cookies and the address bar are realistic.
export default vitestPreset({
  environment: 'happy-dom',
  environmentOptions: { happyDOM: { url: 'https://shop.example/cart' } },
});
