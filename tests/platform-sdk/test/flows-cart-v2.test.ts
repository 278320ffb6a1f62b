// Cart V2 through the platform SDK, the v1 cart there (compare/cart-v2-flows.ts).
import { cartV2Flows } from './compare/cart-v2-flows';

await cartV2Flows({});
