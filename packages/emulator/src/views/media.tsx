/** @jsxRuntime automatic */
/** @jsxImportSource hono/jsx */
import { createHash } from 'node:crypto';

/** A deterministic placeholder picture for a media id: a colour field, a shape and the id's label. */
export async function mediaSvg(id: string): Promise<string> {
  const digest = createHash('sha1').update(id).digest();
  const h = (i: number) => digest.readUInt8(i);
  const hue = (h(0) * 360) / 256;
  const hue2 = (hue + 40 + (h(1) % 80)) % 360;
  const name = id.replace(/~mv2\.[a-z]+$/i, '').replace(/\.(jpe?g|png|webp|gif|svg)$/i, '');
  const label = name.replace(/^m-/, '').replace(/-\d+$/, '').replace(/-/g, ' ').slice(0, 28);
  const svg = (
    <svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
      <defs>
        <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stop-color={`hsl(${hue.toFixed(0)},55%,78%)`} />
          <stop offset="1" stop-color={`hsl(${hue2.toFixed(0)},50%,58%)`} />
        </linearGradient>
      </defs>
      <rect width="800" height="1000" fill="url(#g)" />
      <circle
        cx={300 + (h(3) % 200)}
        cy={380 + (h(4) % 160)}
        r={120 + (h(2) % 140)}
        fill={`hsl(${hue2.toFixed(0)},60%,40%)`}
        opacity="0.35"
      />
      <rect
        x={180 + (h(5) % 120)}
        y={300 + (h(6) % 120)}
        width={200 + (h(7) % 160)}
        height={200 + (h(8) % 160)}
        rx="24"
        fill="#fff"
        opacity="0.28"
      />
      <text
        x="400"
        y="900"
        font-family="system-ui, sans-serif"
        font-size="44"
        text-anchor="middle"
        fill="#1f2430"
        opacity="0.8"
      >
        {label}
      </text>
    </svg>
  );
  // Rendered to text for an image answer (the element renders synchronously: no async children).
  return (await svg).toString();
}
