// The platform SDK's catalogVersioning on a V1 store (compare/catalog-v3-flows.ts).
import { catalogV1VersionFlow } from './compare/catalog-v3-flows';

await catalogV1VersionFlow();
