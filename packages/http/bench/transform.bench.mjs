// `pnpm bench`: what turning a large answer into SDK objects costs, as a multiple of JSON.parse of the same text.
import { Bench } from 'tinybench';
// On sources through tsx: parseAnswer is inside the package, not one of its exports.
import { date, decimal } from '../src/transforms/fields.ts';
import { parseAnswer } from '../src/transforms/from-wire.ts';
import { productsAnswer } from './answer.mjs';

const priceData = { price: decimal, discountedPrice: decimal, pricePerUnit: decimal };
const range = { minValue: decimal, maxValue: decimal };
const media = { image: { urlExpirationDate: date } };
const product = {
  price: priceData,
  priceData,
  convertedPriceData: priceData,
  costAndProfitData: { itemCost: decimal, profit: decimal, profitMargin: decimal },
  priceRange: range,
  costRange: range,
  weightRange: range,
  pricePerUnitData: { totalQuantity: decimal, baseQuantity: decimal },
  discount: { value: decimal },
  createdDate: date,
  updatedDate: date,
  lastUpdated: date,
  media: { mainMedia: media, items: media },
  variants: { variant: { priceData, convertedPriceData: priceData, weight: decimal } },
};
const shape = { products: product };

const text = JSON.stringify(productsAnswer(1000));
const bench = new Bench({ time: 2000, warmupTime: 500 });
bench.add('JSON.parse', () => JSON.parse(text));
bench.add('parseAnswer (parse + transform)', () => parseAnswer(text, shape));
await bench.run();

const mean = (name) => bench.tasks.find((task) => task.name === name).result.latency.mean;
const parse = mean('JSON.parse');
const total = mean('parseAnswer (parse + transform)');
console.log(`answer: ${(text.length / 1024 / 1024).toFixed(1)} MiB, 1000 products`);
console.table(bench.table());
console.log(`JSON.parse: ${parse.toFixed(2)} ms; parse + transform: ${total.toFixed(2)} ms`);
console.log(`transform cost: ${((total - parse) / parse).toFixed(2)}x JSON.parse (goal: at most 1.0x)`);
