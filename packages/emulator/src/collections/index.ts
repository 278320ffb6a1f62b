// The collections slice's door: what the products slice asks of the collections (it cannot import their service,
// which imports the products).
export { collectionExists } from './lookup';
