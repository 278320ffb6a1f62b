/**
 * Media travel as objects on the wire and as URIs in the SDK (docs/wire.md#media):
 * `image://v1/<id>/<name>#originWidth=<w>&originHeight=<h>` and
 * `video://v1/<id>/<name>#posterUri=<posterId>&posterWidth=<w>&posterHeight=<h>`.
 */
type Json = Record<string, unknown>;

export interface MediaUri {
  kind: 'image' | 'video';
  id: string;
  /** The decoded file name or alt text. */
  name: string;
  width?: number;
  height?: number;
  posterId?: string;
}

const idOf = (media: Json): unknown => media._id ?? media.id;
/** `/<name>`, or nothing for a medium with neither file name nor alt text (as the platform's own SDK writes it). */
const nameOf = (media: Json): string => {
  const name = media.filename || media.altText;
  return name ? `/${encodeURIComponent(String(name))}` : '';
};

export function imageToUri(image: unknown): unknown {
  if (!image || typeof image !== 'object') return image;
  const media = image as Json;
  // An image without an id (an external picture) can only be given by its URL.
  if (idOf(media) == null) return media.url;
  return `image://v1/${idOf(media)}${nameOf(media)}#originWidth=${media.width}&originHeight=${media.height}`;
}

export function videoToUri(video: unknown): unknown {
  if (!video || typeof video !== 'object') return video;
  const media = video as Json;
  // The platform's SDK describes a video by its second poster when there are two (the larger one).
  const posters = media.posters as Json[] | undefined;
  const poster = (posters?.[1] ?? posters?.[0] ?? media.poster ?? {}) as Json;
  const posterHash =
    idOf(poster) == null ? '' : `#posterUri=${idOf(poster)}&posterWidth=${poster.width}&posterHeight=${poster.height}`;
  return `video://v1/${idOf(media)}${nameOf(media)}${posterHash}`;
}

/** Reads a media URI; any scheme prefix before `image:` or `video:` (say `wix:image://…`) is accepted. */
export function parseMediaUri(uri: string): MediaUri | undefined {
  const match = /(image|video):\/\/v1\/([^/#]+)(?:\/([^#]*))?(?:#(.*))?$/.exec(uri);
  if (!match) return undefined;
  const hash = new URLSearchParams(match[4] ?? '');
  const num = (key: string): number | undefined => (hash.get(key) ? Number(hash.get(key)) : undefined);
  const kind = match[1] as MediaUri['kind'];
  return {
    kind,
    id: match[2]!,
    name: decodeURIComponent(match[3] ?? ''),
    width: num(kind === 'image' ? 'originWidth' : 'posterWidth'),
    height: num(kind === 'image' ? 'originHeight' : 'posterHeight'),
    posterId: hash.get('posterUri') || undefined,
  };
}

/**
 * The wire object of an SDK image (a URI, a plain URL, or already an object). It reads the URI itself rather than
 * through `parseMediaUri`: a bundle that only sends images (Cart V2's add line items) carries this much and no more.
 */
export function uriToImage(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const [, id, name, hash] = /image:\/\/v1\/([^/#]+)(?:\/([^#]*))?(?:#(.*))?$/.exec(value) ?? [];
  if (!id) return { url: value };
  const size = new URLSearchParams(hash);
  const num = (key: string): number | undefined => (size.get(key) ? Number(size.get(key)) : undefined);
  return {
    id,
    url: id,
    width: num('originWidth'),
    height: num('originHeight'),
    filename: decodeURIComponent(name ?? ''),
  };
}

export function uriToVideo(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const media = parseMediaUri(value);
  if (!media) return { url: value };
  return {
    id: media.id,
    filename: media.name,
    posters: media.posterId ? [{ id: media.posterId, width: media.width, height: media.height }] : [],
  };
}
