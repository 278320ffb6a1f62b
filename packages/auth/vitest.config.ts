import { vitestPreset } from '../../vitest.shared';

// A storefront page on https; hidden frames are not loaded (the tests play the authorization page themselves).
export default vitestPreset({
  environment: 'happy-dom',
  environmentOptions: { happyDOM: { url: 'https://shop.example/cart', settings: { disableIframePageLoading: true } } },
});
