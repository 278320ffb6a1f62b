// Catalog V3 through the platform SDK on a V3 store (compare/catalog-v3-flows.ts).
import { catalogV3Flows } from './compare/catalog-v3-flows';

await catalogV3Flows();
