/** The demo catalogue as data: deterministic, no network. */
export interface SeedOption {
  name: string;
  type: 'drop_down' | 'color';
  choices: string[];
  /** Per-choice price for gift-card-like options. */
  prices?: number[];
}

export interface SeedProduct {
  name: string;
  price: number;
  collection: string;
  brand: string;
  description: string;
  options?: SeedOption[];
  digital?: boolean;
  stock?: number;
  outOfStock?: boolean;
  ribbon?: string;
  discount?: { type: 'PERCENT' | 'AMOUNT'; value: number };
  cost?: number;
  weight?: number;
  pricePerUnit?: { totalQuantity: number; totalMeasurementUnit: string; baseQuantity: number; baseMeasurementUnit: string };
  hidden?: boolean;
}

export const COLORS: Readonly<Record<string, string>> = {
  White: '#f4f1ea',
  Black: '#1f1f1f',
  Navy: '#1d2b4f',
  Sand: '#d8c3a0',
  Sage: '#9caf88',
  Terracotta: '#c56a48',
  Blue: '#2f5d9e',
  Red: '#b03a2e',
  Brown: '#6b4a2f',
};

const SIZES = ['S', 'M', 'L'];

export const SEED_COLLECTIONS = [
  { id: 'col-apparel', name: 'Apparel', slug: 'apparel', description: 'Shirts, knits and outerwear in natural fibres.' },
  { id: 'col-home', name: 'Home & Kitchen', slug: 'home-kitchen', description: 'Stoneware, linen and wood for every day.' },
  { id: 'col-pantry', name: 'Pantry', slug: 'pantry', description: 'Coffee, tea, oil and sweet things.' },
  { id: 'col-accessories', name: 'Accessories', slug: 'accessories', description: 'Bags, wallets and small things to carry.' },
  { id: 'col-stationery', name: 'Stationery', slug: 'stationery', description: 'Paper goods and writing tools.' },
  { id: 'col-sale', name: 'Sale', slug: 'sale', description: 'Everything currently discounted.' },
] as const;

export const SEED_PRODUCTS: readonly SeedProduct[] = [
  { name: 'Linen shirt', price: 59, collection: 'col-apparel', brand: 'Atelier Lune', description: 'A relaxed shirt in washed European linen.', options: [{ name: 'Size', type: 'drop_down', choices: SIZES }, { name: 'Color', type: 'color', choices: ['White', 'Sage', 'Navy'] }], ribbon: 'Bestseller', cost: 21 },
  { name: 'Cotton tee', price: 24, collection: 'col-apparel', brand: 'Vitrine Basics', description: 'Heavyweight organic cotton, boxy fit.', options: [{ name: 'Size', type: 'drop_down', choices: SIZES }, { name: 'Color', type: 'color', choices: ['White', 'Black', 'Sand'] }], discount: { type: 'PERCENT', value: 20 }, ribbon: 'Sale', cost: 8 },
  { name: 'Merino sweater', price: 119, collection: 'col-apparel', brand: 'Nordhaus', description: 'Fine-gauge merino crew neck.', options: [{ name: 'Size', type: 'drop_down', choices: SIZES }, { name: 'Color', type: 'color', choices: ['Navy', 'Sand'] }], stock: 12 },
  { name: 'Denim jacket', price: 139, collection: 'col-apparel', brand: 'Nordhaus', description: 'Rigid selvedge denim, made to fade.', options: [{ name: 'Size', type: 'drop_down', choices: SIZES }] , ribbon: 'New' },
  { name: 'Rain coat', price: 189, collection: 'col-apparel', brand: 'Nordhaus', description: 'Waxed cotton, taped seams, a proper hood.', options: [{ name: 'Size', type: 'drop_down', choices: SIZES }, { name: 'Color', type: 'color', choices: ['Sage', 'Black'] }], discount: { type: 'AMOUNT', value: 30 }, ribbon: 'Sale' },
  { name: 'Wool scarf', price: 45, collection: 'col-apparel', brand: 'Atelier Lune', description: 'Soft lambswool in a herringbone weave.', options: [{ name: 'Color', type: 'color', choices: ['Terracotta', 'Navy', 'Sand'] }] },
  { name: 'Canvas sneakers', price: 79, collection: 'col-apparel', brand: 'Vitrine Basics', description: 'Vulcanised rubber sole, cotton canvas upper.', options: [{ name: 'Size', type: 'drop_down', choices: ['40', '41', '42', '43', '44'] }], stock: 3 },
  { name: 'Chino trousers', price: 89, collection: 'col-apparel', brand: 'Vitrine Basics', description: 'Tapered chinos in brushed twill.', options: [{ name: 'Size', type: 'drop_down', choices: SIZES }, { name: 'Color', type: 'color', choices: ['Sand', 'Navy'] }] },
  { name: 'Stoneware mug', price: 18, collection: 'col-home', brand: 'Atelier Lune', description: 'Hand-glazed, holds 350 ml.', options: [{ name: 'Color', type: 'color', choices: ['White', 'Terracotta', 'Blue'] }], stock: 40, ribbon: 'Bestseller', cost: 6 },
  { name: 'Ceramic vase', price: 42, collection: 'col-home', brand: 'Atelier Lune', description: 'A tall vase with a matte glaze.' },
  { name: 'Linen napkins (set of 4)', price: 32, collection: 'col-home', brand: 'Atelier Lune', description: 'Stonewashed linen napkins.', options: [{ name: 'Color', type: 'color', choices: ['White', 'Sage', 'Terracotta'] }], discount: { type: 'PERCENT', value: 15 }, ribbon: 'Sale' },
  { name: 'Oak cutting board', price: 55, collection: 'col-home', brand: 'Nordhaus', description: 'Solid oak, oiled by hand.', options: [{ name: 'Size', type: 'drop_down', choices: ['Small', 'Large'] }] },
  { name: 'Scented candle', price: 28, collection: 'col-home', brand: 'Atelier Lune', description: 'Soy wax, 40 hours of burn time.', options: [{ name: 'Scent', type: 'drop_down', choices: ['Fig', 'Cedar', 'Sea salt'] }], stock: 0, outOfStock: true },
  { name: 'Throw blanket', price: 98, collection: 'col-home', brand: 'Nordhaus', description: 'A heavy wool throw for the sofa.', options: [{ name: 'Color', type: 'color', choices: ['Sand', 'Terracotta'] }] },
  { name: 'Glass carafe', price: 26, collection: 'col-home', brand: 'Vitrine Basics', description: 'Borosilicate glass, one litre.' },
  { name: 'Cotton tote', price: 15, collection: 'col-accessories', brand: 'Vitrine Basics', description: 'A sturdy everyday tote.', options: [{ name: 'Color', type: 'color', choices: ['Sand', 'Black'] }], cost: 4 },
  { name: 'Single-origin coffee', price: 14.5, collection: 'col-pantry', brand: 'Kaffee & Co', description: 'Washed Ethiopian beans, roasted weekly.', options: [{ name: 'Weight', type: 'drop_down', choices: ['250 g', '1 kg'], prices: [14.5, 48] }], ribbon: 'New' },
  { name: 'Green tea', price: 12, collection: 'col-pantry', brand: 'Kaffee & Co', description: 'Japanese sencha, first flush.' },
  { name: 'Olive oil', price: 16.9, collection: 'col-pantry', brand: 'Kaffee & Co', description: 'Cold-pressed extra virgin, 500 ml.', pricePerUnit: { totalQuantity: 500, totalMeasurementUnit: 'ML', baseQuantity: 1000, baseMeasurementUnit: 'ML' } },
  { name: 'Dark chocolate', price: 6.5, collection: 'col-pantry', brand: 'Kaffee & Co', description: '72 % cacao, 100 g.', discount: { type: 'AMOUNT', value: 1 }, ribbon: 'Sale', pricePerUnit: { totalQuantity: 100, totalMeasurementUnit: 'G', baseQuantity: 1000, baseMeasurementUnit: 'G' } },
  { name: 'Honey jar', price: 11, collection: 'col-pantry', brand: 'Kaffee & Co', description: 'Raw wildflower honey from Brandenburg.', stock: 25 },
  { name: 'Granola', price: 8.9, collection: 'col-pantry', brand: 'Kaffee & Co', description: 'Oats, nuts and a little maple.' },
  { name: 'Leather wallet', price: 69, collection: 'col-accessories', brand: 'Nordhaus', description: 'Vegetable-tanned leather, six cards.', options: [{ name: 'Color', type: 'color', choices: ['Brown', 'Black'] }], cost: 19 },
  { name: 'Canvas backpack', price: 115, collection: 'col-accessories', brand: 'Nordhaus', description: 'Waxed canvas, leather straps, laptop sleeve.', options: [{ name: 'Color', type: 'color', choices: ['Sage', 'Navy', 'Black'] }], discount: { type: 'PERCENT', value: 25 }, ribbon: 'Sale' },
  { name: 'Sunglasses', price: 95, collection: 'col-accessories', brand: 'Atelier Lune', description: 'Acetate frames, polarised lenses.' },
  { name: 'Wristwatch', price: 249, collection: 'col-accessories', brand: 'Nordhaus', description: 'Automatic movement, sapphire crystal.', stock: 2, ribbon: 'New' },
  { name: 'Bucket hat', price: 35, collection: 'col-accessories', brand: 'Vitrine Basics', description: 'Cotton twill bucket hat.', options: [{ name: 'Size', type: 'drop_down', choices: ['S/M', 'L/XL'] }] },
  { name: 'Silk tie', price: 65, collection: 'col-accessories', brand: 'Atelier Lune', description: 'Printed silk twill.', options: [{ name: 'Color', type: 'color', choices: ['Navy', 'Red'] }] },
  { name: 'Dot-grid notebook', price: 19, collection: 'col-stationery', brand: 'Papier Studio', description: 'Lay-flat binding, 160 pages.', options: [{ name: 'Size', type: 'drop_down', choices: ['A5', 'A4'], prices: [19, 24] }], ribbon: 'Bestseller' },
  { name: 'Fountain pen', price: 48, collection: 'col-stationery', brand: 'Papier Studio', description: 'Steel nib, converter included.', options: [{ name: 'Color', type: 'color', choices: ['Black', 'Blue', 'Red'] }] },
  { name: 'Desk planner', price: 22, collection: 'col-stationery', brand: 'Papier Studio', description: 'Undated weekly planner.', discount: { type: 'PERCENT', value: 10 }, ribbon: 'Sale' },
  { name: 'Postcard set', price: 12, collection: 'col-stationery', brand: 'Papier Studio', description: 'Twelve risograph postcards.' },
  { name: 'Brass bookmark', price: 14, collection: 'col-stationery', brand: 'Papier Studio', description: 'Solid brass, engraved.' },
  { name: 'Gift card', price: 25, collection: 'col-accessories', brand: 'Vitrine Basics', description: 'Delivered by e-mail.', digital: true, options: [{ name: 'Amount', type: 'drop_down', choices: ['€25', '€50', '€100'], prices: [25, 50, 100] }] },
  { name: 'Recipe e-book', price: 9, collection: 'col-pantry', brand: 'Kaffee & Co', description: 'Forty recipes for the weekend, as a PDF.', digital: true },
  { name: 'Yoga mat', price: 58, collection: 'col-home', brand: 'Vitrine Basics', description: 'Natural rubber, 4 mm.', options: [{ name: 'Color', type: 'color', choices: ['Sage', 'Terracotta'] }] },
  { name: 'Water bottle', price: 29, collection: 'col-accessories', brand: 'Vitrine Basics', description: 'Insulated steel, 750 ml.', options: [{ name: 'Color', type: 'color', choices: ['White', 'Black', 'Blue'] }], stock: 30 },
  { name: 'Plant pot', price: 24, collection: 'col-home', brand: 'Atelier Lune', description: 'Terracotta pot with saucer.', options: [{ name: 'Size', type: 'drop_down', choices: ['Small', 'Medium', 'Large'], prices: [24, 32, 44] }] },
  { name: 'Bike bell', price: 16, collection: 'col-accessories', brand: 'Nordhaus', description: 'A brass bell with a clear ring.' },
  { name: 'Picnic blanket', price: 74, collection: 'col-home', brand: 'Nordhaus', description: 'Wool top, waterproof backing.', options: [{ name: 'Color', type: 'color', choices: ['Red', 'Navy'] }], discount: { type: 'PERCENT', value: 30 }, ribbon: 'Sale' },
  { name: 'Archived sample', price: 1, collection: 'col-home', brand: 'Vitrine Basics', description: 'A hidden product, visible only with an API key.', hidden: true },
];
