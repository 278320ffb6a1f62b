// Cart V2 through the platform SDK with the emulator's v1 current cart removed (`cartV1: 'removed'`).
import { cartV2Flows } from './compare/cart-v2-flows';

await cartV2Flows({ cartV1: 'removed' });
