import Link from 'next/link';
import { wix } from '../src/wix';
import { AddButton } from './add-button';

/** The first products of the catalogue, each with a link to its page and a button that adds it. */
export default async function Home() {
  const client = await wix();
  const { items } = await client.products.queryProducts().limit(6).find();
  return (
    <ul>
      {items.map((product) => (
        <li key={product._id} data-product={product.slug}>
          <Link href={`/product/${product.slug}`}>
            <span className="name">{product.name}</span>
          </Link>{' '}
          <span className="price">{product.priceData?.formatted?.price}</span>
          <AddButton product={product} />
        </li>
      ))}
    </ul>
  );
}
