import { describe, expect, it } from 'vitest';
import { paramOf, runNode } from '../shared/html/testing.js';
import { gradientNode } from './gradient.js';
import { sampleGradientNode } from './sampleGradient.js';

const redBlue = [
  { position: 0, color: 'red' },
  { position: 1, color: 'blue' },
];

describe('gradient', () => {
  it('has types linear, radial, conic; colour spaces hex, rgb, hsl, hwb, lab, lch; angle 0–360; centre 0–1 default 0.5 (spec 2 §3)', () => {
    expect(paramOf(gradientNode, 'type').options?.map((o) => o.value)).toEqual(['linear', 'radial', 'conic']);
    expect(paramOf(gradientNode, 'colorSpace').options?.map((o) => o.value)).toEqual([
      'hex',
      'rgb',
      'hsl',
      'hwb',
      'lab',
      'lch',
    ]);
    expect(paramOf(gradientNode, 'angle')).toMatchObject({ min: 0, max: 360 });
    expect(paramOf(gradientNode, 'centerX')).toMatchObject({ min: 0, max: 1, defaultValue: 0.5 });
    expect(paramOf(gradientNode, 'centerY')).toMatchObject({ min: 0, max: 1, defaultValue: 0.5 });
  });

  it('writes linear, radial and conic CSS gradients', async () => {
    const run = (params: Record<string, unknown>) =>
      runNode(gradientNode, { inputs: { stops: redBlue }, params });
    expect((await run({ angle: 90 })).outputs.gradient).toBe(
      'linear-gradient(90deg, #ff0000 0%, #0000ff 100%)',
    );
    expect((await run({ type: 'radial', centerX: 0.25 })).outputs.gradient).toBe(
      'radial-gradient(circle at 25% 50%, #ff0000 0%, #0000ff 100%)',
    );
    expect((await run({ type: 'conic', angle: 45 })).outputs.gradient).toBe(
      'conic-gradient(from 45deg at 50% 50%, #ff0000 0%, #0000ff 100%)',
    );
  });

  it('writes stop colours in the chosen colour space (culori)', async () => {
    const run = async (colorSpace: string) =>
      (
        await runNode(gradientNode, {
          inputs: { stops: [{ position: 0, color: '#ff0000' }] },
          params: { colorSpace },
        })
      ).outputs.gradient;
    expect(await run('rgb')).toBe('linear-gradient(180deg, rgb(255, 0, 0) 0%)');
    expect(await run('hsl')).toBe('linear-gradient(180deg, hsl(0, 100%, 50%) 0%)');
    expect(await run('hwb')).toMatch(/^linear-gradient\(180deg, hwb\(0 0% 0%\) 0%\)$/);
    expect(await run('lab')).toMatch(/^linear-gradient\(180deg, lab\(54\.29/);
    expect(await run('lch')).toMatch(/^linear-gradient\(180deg, lch\(54\.29/);
  });

  it('defaults to black to white and resamples non-linear stops', async () => {
    expect((await runNode(gradientNode)).outputs.gradient).toBe(
      'linear-gradient(180deg, #000000 0%, #ffffff 100%)',
    );
    const { outputs } = await runNode(gradientNode, {
      inputs: { stops: [{ ...redBlue[0], interpolation: 'step' }, redBlue[1]] },
    });
    expect(outputs.gradient).toContain('#ff0000 99.99%, #0000ff 100%');
  });

  it("refuses bad colour spaces ('Invalid color space: ...'), colours, ranges and positions", async () => {
    await expect(runNode(gradientNode, { params: { colorSpace: 'cmyk' } })).rejects.toThrow(
      'Invalid color space: cmyk',
    );
    await expect(
      runNode(gradientNode, { inputs: { stops: [{ position: 0, color: 'nope' }] } }),
    ).rejects.toThrow('Invalid color: nope');
    await expect(runNode(gradientNode, { params: { angle: 361 } })).rejects.toThrow(
      'Angle must be between 0 and 360',
    );
    await expect(runNode(gradientNode, { params: { centerY: -0.1 } })).rejects.toThrow(
      'Centre Y must be between 0 and 1',
    );
    await expect(
      runNode(gradientNode, { inputs: { stops: [{ position: 1.5, color: 'red' }] } }),
    ).rejects.toThrow('Invalid position, it must be between 0 and 1: 1.5');
  });
});

describe('gradient messages', () => {
  it('refuses value ramps, unknown types and non-numeric stop values', async () => {
    await expect(runNode(gradientNode, { inputs: { stops: [{ position: 0, value: 1 }] } })).rejects.toThrow(
      'Invalid stops, a gradient needs colour stops',
    );
    await expect(runNode(gradientNode, { params: { type: 'diamond' } })).rejects.toThrow(
      'Invalid gradient type: diamond',
    );
    await expect(
      runNode(sampleGradientNode, { inputs: { stops: [{ position: 0, value: 'x' }] } }),
    ).rejects.toThrow('Invalid stop value, it must be a number: x');
  });
});

describe('sampleGradient', () => {
  it('has step size 0.05 (0.001–1) and total stops 24 (2–256) (spec 2 §3)', () => {
    expect(paramOf(sampleGradientNode, 'stepSize')).toMatchObject({ defaultValue: 0.05, min: 0.001, max: 1 });
    expect(paramOf(sampleGradientNode, 'totalStops')).toMatchObject({ defaultValue: 24, min: 2, max: 256 });
  });

  const values = (interpolation: string) => [
    { position: 0, value: 0, interpolation },
    { position: 1, value: 100 },
  ];
  const sample = async (stops: unknown, params: Record<string, unknown> = {}) =>
    (await runNode(sampleGradientNode, { inputs: { stops }, params })).outputs.stops as {
      position: number;
      value?: number;
      color?: string;
    }[];

  it('samples every step size, 21 stops for the default 0.05', async () => {
    const stops = await sample(values('linear'));
    expect(stops).toHaveLength(21);
    expect(stops[1]).toEqual({ position: 0.05, value: 5 });
    expect(stops.at(-1)).toEqual({ position: 1, value: 100 });
  });

  it('samples a total number of stops', async () => {
    const stops = await sample(values('linear'), { sampleBy: 'totalStops', totalStops: 5 });
    expect(stops.map((s) => s.value)).toEqual([0, 25, 50, 75, 100]);
  });

  it('cubic eases with control points 0.42/0.58: slow ends, symmetric middle', async () => {
    const stops = await sample(values('cubic'), { sampleBy: 'totalStops', totalStops: 5 });
    expect(stops[2].value).toBeCloseTo(50, 5);
    expect(stops[1].value).toBeLessThan(25);
    expect(stops[3].value).toBeGreaterThan(75);
    expect((stops[1].value ?? 0) + (stops[3].value ?? 0)).toBeCloseTo(100, 5);
  });

  it('step holds the value and keeps the edge 0.0001 before the next stop', async () => {
    const stops = await sample(values('step'), { sampleBy: 'totalStops', totalStops: 3 });
    expect(stops).toEqual([
      { position: 0, value: 0 },
      { position: 0.5, value: 0 },
      { position: 0.9999, value: 0 },
      { position: 1, value: 100 },
    ]);
  });

  it('bezier passes smoothly through every stop', async () => {
    const stops = await sample(
      [
        { position: 0, value: 0, interpolation: 'bezier' },
        { position: 0.5, value: 80, interpolation: 'bezier' },
        { position: 1, value: 100 },
      ],
      { sampleBy: 'totalStops', totalStops: 5 },
    );
    expect(stops[0].value).toBe(0);
    expect(stops[2].value).toBeCloseTo(80, 5);
    expect(stops[4].value).toBe(100);
    expect(stops[1].value).toBeGreaterThan(40); // a straight line would give 40
  });

  it('samples colour ramps and writes them in the colour space', async () => {
    const stops = await sample(redBlue, { sampleBy: 'totalStops', totalStops: 3, colorSpace: 'rgb' });
    expect(stops).toEqual([
      { position: 0, color: 'rgb(255, 0, 0)' },
      { position: 0.5, color: 'rgb(128, 0, 128)' },
      { position: 1, color: 'rgb(0, 0, 255)' },
    ]);
  });

  it("refuses unknown interpolations with 'Invalid interpolation type', positions outside 0–1 and bad ranges", async () => {
    await expect(sample(values('ease'))).rejects.toThrow('Invalid interpolation type');
    await expect(sample([{ position: -0.1, value: 1 }])).rejects.toThrow(
      'Invalid position, it must be between 0 and 1',
    );
    await expect(sample(values('linear'), { stepSize: 0 })).rejects.toThrow(
      'Step size must be between 0.001 and 1',
    );
    await expect(sample(values('linear'), { sampleBy: 'totalStops', totalStops: 1 })).rejects.toThrow(
      'Total stops must be an integer between 2 and 256',
    );
    await expect(sample([])).rejects.toThrow('Invalid stops, it must be a non-empty array');
  });
});
