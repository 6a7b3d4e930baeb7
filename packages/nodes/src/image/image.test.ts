import { describe, expect, it, vi } from 'vitest';
import { type element, renderHtml } from '../shared/html/index.js';
import { paramOf, runNode } from '../shared/html/testing.js';
import { compressImageNode, targetSize } from './compressImage.js';
import { fetchImageToArrayBufferNode } from './fetchImageToArrayBuffer.js';
import { colorsFromPixels, getImageColorsNode } from './getImageColors.js';
import { getImageExifNode } from './getImageExif.js';
import { lazyImageNode } from './lazyImage.js';

/** A JPEG holding only an EXIF segment with Make = "Test" (little-endian TIFF, one IFD entry). */
function jpegWithExif(): Uint8Array {
  const tiff = [
    0x49,
    0x49,
    0x2a,
    0x00,
    8,
    0,
    0,
    0,
    1,
    0,
    0x0f,
    0x01,
    2,
    0,
    5,
    0,
    0,
    0,
    26,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    ...'Test\0',
  ].map((b) => (typeof b === 'string' ? b.charCodeAt(0) : b));
  const payload = [...'Exif'].map((c) => c.charCodeAt(0)).concat([0, 0], tiff);
  const length = payload.length + 2;
  return new Uint8Array([0xff, 0xd8, 0xff, 0xe1, length >> 8, length & 0xff, ...payload, 0xff, 0xd9]);
}

type ResponseBody = ConstructorParameters<typeof Response>[0];
const serve = (body: ResponseBody, status = 200) =>
  vi.fn<typeof fetch>(async () => new Response(body, { status }));

describe('fetchImageToArrayBuffer', () => {
  it('GETs the image as an ArrayBuffer', async () => {
    const { outputs } = await runNode(fetchImageToArrayBufferNode, {
      params: { url: 'https://x.io/a.png' },
      platform: { fetch: serve(new Uint8Array([1, 2])) },
    });
    expect(new Uint8Array(outputs.arrayBuffer as ArrayBuffer)).toEqual(new Uint8Array([1, 2]));
  });

  it("needs a valid URL ('Invalid URL: {url}') and reports 'Failed to fetch'", async () => {
    await expect(runNode(fetchImageToArrayBufferNode, { params: { url: 'a b' } })).rejects.toThrow(
      'Invalid URL: a b',
    );
    await expect(
      runNode(fetchImageToArrayBufferNode, {
        params: { url: 'https://x.io/a' },
        platform: { fetch: serve('', 500) },
      }),
    ).rejects.toThrow('Failed to fetch: 500');
  });
});

describe('getImageExif', () => {
  it('reads EXIF tags with exifr', async () => {
    const { outputs } = await runNode(getImageExifNode, {
      params: { url: 'https://x.io/p.jpg' },
      platform: { fetch: serve(jpegWithExif()) },
    });
    expect(outputs.exif).toEqual({ Make: 'Test' });
  });

  it('gives an empty object for a bad URL, a failed fetch or an image without EXIF (spec 2 §5)', async () => {
    expect((await runNode(getImageExifNode, { params: { url: 'bad url' } })).outputs.exif).toEqual({});
    expect(
      (
        await runNode(getImageExifNode, {
          params: { url: 'https://x.io/p.jpg' },
          platform: { fetch: serve('', 404) },
        })
      ).outputs.exif,
    ).toEqual({});
    expect(
      (
        await runNode(getImageExifNode, {
          params: { url: 'https://x.io/p.jpg' },
          platform: { fetch: serve('plain') },
        })
      ).outputs.exif,
    ).toEqual({});
  });
});

describe('getImageColors', () => {
  it('has distance default 0.22, range 0 to 1 (spec 2 §3)', () => {
    expect(paramOf(getImageColorsNode, 'distance')).toMatchObject({ defaultValue: 0.22, min: 0, max: 1 });
  });

  // 3/4 red, 1/4 blue
  const pixels = {
    data: new Uint8ClampedArray([255, 0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255]),
    width: 2,
    height: 2,
  };

  it('finds the main colours, most area first (extract-colors)', () => {
    expect(colorsFromPixels(pixels, 0.22)).toEqual(['#ff0000', '#0000ff']);
  });

  it('clamps the distance to 0–1: beyond 1 every colour merges into one', () => {
    expect(colorsFromPixels(pixels, 5)).toEqual(colorsFromPixels(pixels, 1));
    expect(colorsFromPixels(pixels, 5)).toHaveLength(1);
    expect(colorsFromPixels(pixels, -3)).toEqual(colorsFromPixels(pixels, 0));
  });

  it('gives an empty list for a bad URL (spec 2 §5)', async () => {
    expect((await runNode(getImageColorsNode, { params: { url: '::' } })).outputs.colors).toEqual([]);
  });

  it('says it requires a browser when run in Node', async () => {
    await expect(runNode(getImageColorsNode, { params: { url: 'https://x.io/a.png' } })).rejects.toThrow(
      'getImageColors requires a browser',
    );
  });
});

describe('compressImage', () => {
  it('has quality 0.85 and size 1 (spec 2 §9)', () => {
    expect(paramOf(compressImageNode, 'quality').defaultValue).toBe(0.85);
    expect(paramOf(compressImageNode, 'size').defaultValue).toBe(1);
  });

  it("refuses width and height that are not numbers: 'Width and height must be numbers'", async () => {
    await expect(
      runNode(compressImageNode, { inputs: { image: new ArrayBuffer(1) }, params: { width: 'wide' } }),
    ).rejects.toThrow('Width and height must be numbers');
    await expect(
      runNode(compressImageNode, { inputs: { image: new ArrayBuffer(1) }, params: { height: Number.NaN } }),
    ).rejects.toThrow('Width and height must be numbers');
  });

  it('says it requires a browser when run in Node', async () => {
    await expect(runNode(compressImageNode, { inputs: { image: new ArrayBuffer(1) } })).rejects.toThrow(
      'compressImage requires a browser',
    );
  });

  it('keeps the aspect ratio when one side is given, then scales by size', () => {
    expect(targetSize({ width: 400, height: 200 }, 0, 0, 1)).toEqual({ width: 400, height: 200 });
    expect(targetSize({ width: 400, height: 200 }, 100, 0, 1)).toEqual({ width: 100, height: 50 });
    expect(targetSize({ width: 400, height: 200 }, 0, 100, 0.5)).toEqual({ width: 100, height: 50 });
    expect(targetSize({ width: 400, height: 200 }, 10, 10, 1)).toEqual({ width: 10, height: 10 });
  });
});

describe('lazyImage', () => {
  it('has effect none|blur|opacity|black-and-white, delay throttle|debounce, delayTime 300, threshold 100 (spec 2 §3)', () => {
    expect(paramOf(lazyImageNode, 'effect').options?.map((o) => o.value)).toEqual([
      'none',
      'blur',
      'opacity',
      'black-and-white',
    ]);
    expect(paramOf(lazyImageNode, 'delayMethod').options?.map((o) => o.value)).toEqual([
      'throttle',
      'debounce',
    ]);
    expect(paramOf(lazyImageNode, 'delayTime').defaultValue).toBe(300);
    expect(paramOf(lazyImageNode, 'threshold').defaultValue).toBe(100);
  });

  it('builds a wrapper with the lazy settings around an img showing the thumbnail first', async () => {
    const { outputs } = await runNode(lazyImageNode, {
      params: {
        url: 'https://x.io/big.jpg',
        thumbnailUrl: 'https://x.io/small.jpg',
        effect: 'blur',
        wrapperClassName: 'w-full',
        alt: 'Cat',
      },
    });
    expect(renderHtml(outputs.element)).toBe(
      '<span class="w-full" data-nl-lazy-image="" data-effect="blur" data-delay-method="throttle" data-delay-time="300" data-threshold="100">' +
        '<img src="https://x.io/small.jpg" data-src="https://x.io/big.jpg" alt="Cat" loading="lazy"></span>',
    );
  });

  it('takes paths of the site itself, also in Node (public files)', async () => {
    const { outputs } = await runNode(lazyImageNode, {
      params: { url: '/full.svg', thumbnailUrl: '/thumb.svg' },
    });
    expect((outputs.element as ReturnType<typeof element>).children[0]).toMatchObject({
      attributes: { src: '/thumb.svg', 'data-src': '/full.svg' },
    });
  });

  it('without a thumbnail shows the image itself; bad URLs are refused', async () => {
    const { outputs } = await runNode(lazyImageNode, { params: { url: 'https://x.io/a.jpg' } });
    expect((outputs.element as ReturnType<typeof element>).children[0]).toMatchObject({
      attributes: { src: 'https://x.io/a.jpg' },
    });
    await expect(runNode(lazyImageNode, { params: { url: 'x y' } })).rejects.toThrow('Invalid URL: x y');
    await expect(runNode(lazyImageNode, { params: { url: '//x.io/a.jpg' } })).rejects.toThrow(
      'Invalid URL: //x.io/a.jpg',
    );
    await expect(
      runNode(lazyImageNode, { params: { url: 'https://x.io/a.jpg', thumbnailUrl: 'javascript:1' } }),
    ).rejects.toThrow('Invalid URL: javascript:1');
  });
});
