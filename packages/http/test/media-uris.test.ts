// Media URIs both ways (docs/wire.md#media).
import { describe, expect, it } from 'vitest';
import { image, parseMediaUri, video } from '@vitrine/http';
import { parseAnswer } from '../src/transforms/from-wire';
import { toWire } from '../src/transforms/to-wire';

describe('media URIs', () => {
  it('parses image and video URIs, with any scheme prefix', () => {
    expect(parseMediaUri('wix:image://v1/m1/linen%20shirt.jpg#originWidth=800&originHeight=600')).toEqual({
      kind: 'image',
      id: 'm1',
      name: 'linen shirt.jpg',
      width: 800,
      height: 600,
      posterId: undefined,
    });
    expect(parseMediaUri('video://v1/vid/clip.mp4#posterUri=post&posterWidth=640&posterHeight=360')).toEqual({
      kind: 'video',
      id: 'vid',
      name: 'clip.mp4',
      width: 640,
      height: 360,
      posterId: 'post',
    });
    expect(parseMediaUri('https://cdn/x.png')).toBeUndefined();
  });

  // As the platform's own SDK writes and reads them: no name segment without a name, the second (larger) poster.
  it('a medium without file name or alt text has no name segment, both ways', () => {
    expect(parseAnswer('{"i":{"id":"m1","width":8,"height":6}}', { i: image })).toEqual({
      i: 'image://v1/m1#originWidth=8&originHeight=6',
    });
    expect(parseMediaUri('wix:image://v1/m1#originWidth=8&originHeight=6')).toEqual({
      kind: 'image',
      id: 'm1',
      name: '',
      width: 8,
      height: 6,
      posterId: undefined,
    });
    expect(toWire({ i: 'wix:image://v1/m1#originWidth=8&originHeight=6' }, { i: image })).toEqual({
      i: { id: 'm1', url: 'm1', width: 8, height: 6, filename: '' },
    });
  });

  it('an image URI sent becomes the wire object: decoded name, the size in either order, a plain URL as url', () => {
    const sent = (i: string) => toWire({ i }, { i: image });
    expect(sent('wix:image://v1/m1/linen%20shirt.jpg#originHeight=6&originWidth=8')).toEqual({
      i: { id: 'm1', url: 'm1', width: 8, height: 6, filename: 'linen shirt.jpg' },
    });
    expect(sent('image://v1/m1/a.jpg')).toEqual({
      i: { id: 'm1', url: 'm1', width: undefined, height: undefined, filename: 'a.jpg' },
    });
    expect(sent('https://cdn/x.png')).toEqual({ i: { url: 'https://cdn/x.png' } });
  });

  it('a video is described by its second poster when it has two, and without a poster has no fragment', () => {
    const posters = [
      { id: 'small', width: 320, height: 180 },
      { id: 'large', width: 1280, height: 720 },
    ];
    expect(parseAnswer(JSON.stringify({ v: { id: 'vid', filename: 'clip.mp4', posters } }), { v: video })).toEqual({
      v: 'video://v1/vid/clip.mp4#posterUri=large&posterWidth=1280&posterHeight=720',
    });
    expect(parseAnswer('{"v":{"id":"vid","posters":[]}}', { v: video })).toEqual({ v: 'video://v1/vid' });
  });
});
