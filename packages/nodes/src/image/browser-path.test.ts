import { afterEach, describe, expect, it, vi } from 'vitest';
import { runNode } from '../shared/html/testing.js';
import { compressImageNode } from './compressImage.js';
import { getImageColorsNode } from './getImageColors.js';

/**
 * The browser path with stand-ins for createImageBitmap and OffscreenCanvas (Node has neither):
 * checks what the rules ask the canvas for and what they make of its answers.
 */
const drawn: { width: number; height: number }[] = [];
const encoded: { type: string; quality: number }[] = [];

class FakeCanvas {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  getContext() {
    return {
      drawImage: (_image: unknown, _x: number, _y: number, width: number, height: number) =>
        drawn.push({ width, height }),
      // left half red, right half blue
      getImageData: (_x: number, _y: number, width: number, height: number) => {
        const data = new Uint8ClampedArray(width * height * 4);
        for (let i = 0; i < width * height; i++)
          data.set(i % width < width / 2 ? [255, 0, 0, 255] : [0, 0, 255, 255], i * 4);
        return { data, width, height };
      },
    };
  }
  async convertToBlob(options: { type: string; quality: number }) {
    encoded.push(options);
    return new Blob([new Uint8Array([9, 9])], { type: options.type });
  }
}

function installFakeBrowser() {
  vi.stubGlobal('createImageBitmap', async () => ({ width: 400, height: 200, close: () => {} }));
  vi.stubGlobal('OffscreenCanvas', FakeCanvas);
}

afterEach(() => {
  vi.unstubAllGlobals();
  drawn.length = 0;
  encoded.length = 0;
});

const browser = (extra: object = {}) => ({ kind: 'browser' as const, ...extra });

describe('compressImage in a browser', () => {
  it('draws at the target size and re-encodes with the quality', async () => {
    installFakeBrowser();
    const { outputs } = await runNode(compressImageNode, {
      inputs: { image: new Uint8Array([1]) },
      params: { width: 100, size: 0.5, type: 'image/webp' },
      platform: browser(),
    });
    expect(drawn).toEqual([{ width: 50, height: 25 }]);
    expect(encoded).toEqual([{ type: 'image/webp', quality: 0.85 }]);
    expect(new Uint8Array(outputs.image as ArrayBuffer)).toEqual(new Uint8Array([9, 9]));
  });

  it('says so when the browser has no OffscreenCanvas', async () => {
    await expect(
      runNode(compressImageNode, { inputs: { image: new Uint8Array([1]) }, platform: browser() }),
    ).rejects.toThrow('This browser cannot decode images (no OffscreenCanvas)');
  });
});

describe('getImageColors in a browser', () => {
  const fetch = vi.fn(async () => new Response(new Uint8Array([1])));

  it('loads the image and lists its colours', async () => {
    installFakeBrowser();
    const { outputs } = await runNode(getImageColorsNode, {
      params: { url: 'https://x.io/a.png' },
      platform: browser({ fetch }),
    });
    expect(new Set(outputs.colors as string[])).toEqual(new Set(['#ff0000', '#0000ff']));
    expect(drawn).toEqual([{ width: 400, height: 200 }]);
  });

  it('gives an empty list when the image cannot be loaded', async () => {
    installFakeBrowser();
    const failing = vi.fn(async () => new Response('', { status: 404 }));
    const { outputs } = await runNode(getImageColorsNode, {
      params: { url: 'https://x.io/a.png' },
      platform: browser({ fetch: failing }),
    });
    expect(outputs.colors).toEqual([]);
  });
});
