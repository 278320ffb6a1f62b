// @vitest-environment node
// <Image> (issue 13, "Images"): exact attributes, rendered on a server.
import { createClient } from '@vitrine/http';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Image, VitrineProvider } from '../src';

const SHIRT = 'image://v1/c6a1b2~mv2.jpg/linen.jpg#originWidth=1200&originHeight=1600';
const MEDIA = 'https://static.wixstatic.com/media/c6a1b2~mv2.jpg/v1/fill';
const NAME = 'enc_auto/c6a1b2~mv2.jpg';
const SHARPEN = 'usm_0.66_1.00_0.01';
const attributes = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/ ([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [
      name,
      (value ?? '').replaceAll('&amp;', '&'),
    ]),
  );

describe('<Image>', () => {
  it('renders a lazy <img> at the box size with a srcset of ½ to 2 times its width, on the platform media host', () => {
    const html = renderToString(<Image media={SHIRT} alt="Linen shirt" width={300} />);
    expect(html.startsWith('<img ')).toBe(true);
    expect(attributes(html)).toEqual({
      src: `${MEDIA}/w_300,h_400,al_c,q_80,${SHARPEN},${NAME}`,
      srcSet: [
        `${MEDIA}/w_150,h_200,al_c,q_80,${SHARPEN},${NAME} 150w`,
        `${MEDIA}/w_300,h_400,al_c,q_80,${SHARPEN},${NAME} 300w`,
        `${MEDIA}/w_450,h_600,al_c,q_80,${SHARPEN},${NAME} 450w`,
        `${MEDIA}/w_600,h_800,al_c,q_85,${SHARPEN},${NAME} 600w`,
      ].join(', '),
      sizes: '300px',
      width: '300',
      height: '400',
      alt: 'Linen shirt',
      loading: 'lazy',
      decoding: 'async',
    });
  });

  it('takes the media host of the provider client, given widths, sizes, a square box and other attributes', () => {
    const client = createClient({ host: 'http://localhost:4010', mediaHost: 'http://localhost:4010' });
    const html = renderToString(
      <VitrineProvider client={client}>
        <Image
          media="image://v1/m-linen-shirt-1/Linen%20shirt#originWidth=800&originHeight=1000"
          alt=""
          width={200}
          height={200}
          widths={[200, 400]}
          sizes="(max-width: 600px) 50vw, 200px"
          className="card"
        />
      </VitrineProvider>,
    );
    const emulator = 'http://localhost:4010/media/m-linen-shirt-1/v1/fill';
    expect(attributes(html)).toEqual({
      class: 'card',
      src: `${emulator}/w_200,h_200,al_c,q_80,${SHARPEN},enc_auto/m-linen-shirt-1`,
      srcSet: `${emulator}/w_200,h_200,al_c,q_80,${SHARPEN},enc_auto/m-linen-shirt-1 200w, ${emulator}/w_400,h_400,al_c,q_80,${SHARPEN},enc_auto/m-linen-shirt-1 400w`,
      sizes: '(max-width: 600px) 50vw, 200px',
      width: '200',
      height: '200',
      alt: '',
      loading: 'lazy',
      decoding: 'async',
    });
  });

  it('loads a priority picture eagerly and early', () => {
    const html = renderToString(<Image media={SHIRT} alt="" width={300} widths={[300]} priority />);
    expect(attributes(html)).toMatchObject({ loading: 'eager', decoding: 'async', fetchPriority: 'high' });
    const overridden = renderToString(<Image media={SHIRT} alt="" width={300} loading="eager" decoding="sync" />);
    expect(attributes(overridden)).toMatchObject({ loading: 'eager', decoding: 'sync' });
  });

  it('resizes a product media item by its id, and keeps a fitted picture its own shape', () => {
    const item = {
      _id: 'c6a1b2~mv2.jpg',
      image: { url: 'https://static.wixstatic.com/media/c6a1b2~mv2.jpg', width: 1200, height: 1600 },
    };
    const html = renderToString(
      <Image
        media={item}
        alt="Linen shirt"
        width={400}
        height={400}
        fit="fit"
        widths={[400]}
        mediaHost="http://localhost:4010"
      />,
    );
    expect(attributes(html)).toMatchObject({
      src: `http://localhost:4010/media/c6a1b2~mv2.jpg/v1/fill/w_300,h_400,al_c,q_80,${SHARPEN},${NAME}`,
      srcSet: `http://localhost:4010/media/c6a1b2~mv2.jpg/v1/fill/w_400,h_533,al_c,q_80,${SHARPEN},${NAME} 400w`,
      width: '300',
      height: '400',
    });
  });

  it('shows a plain URL as it is, without srcset, and nothing without a picture', () => {
    const html = renderToString(<Image media="https://cdn.example.com/a.jpg" alt="A" width={120} height={80} />);
    expect(html).toBe(
      '<img src="https://cdn.example.com/a.jpg" width="120" height="80" alt="A" loading="lazy" decoding="async"/>',
    );
    expect(renderToString(<Image media={undefined} alt="" width={120} />)).toBe('');
    expect(renderToString(<Image media={{ _id: 'x' }} alt="" width={120} />)).toBe('');
  });
});
