import { describe, expect, it } from 'vitest';
import { detectInputDevice, inputDeviceFor, type WheelInput, wheelAction } from './wheel-gesture.js';

const wheel = (over: Partial<WheelInput>): WheelInput => ({
  deltaX: 0,
  deltaY: 0,
  deltaMode: 0,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...over,
});
const natural = { naturalScrolling: true, allowPinchZoom: false };

describe('detectInputDevice', () => {
  it('takes line steps and whole notches on one axis for a mouse', () => {
    expect(detectInputDevice(wheel({ deltaY: 3, deltaMode: 1 }))).toBe('mouse');
    expect(detectInputDevice(wheel({ deltaY: 100 }))).toBe('mouse');
    expect(detectInputDevice(wheel({ deltaY: -120 }))).toBe('mouse');
  });
  it('takes small, fractional or two-axis deltas and fractional pinches for a trackpad', () => {
    expect(detectInputDevice(wheel({ deltaY: 4 }))).toBe('trackpad');
    expect(detectInputDevice(wheel({ deltaY: 52.5 }))).toBe('trackpad');
    expect(detectInputDevice(wheel({ deltaX: 10, deltaY: 100 }))).toBe('trackpad');
    expect(detectInputDevice(wheel({ deltaY: 1.7, ctrlKey: true }))).toBe('trackpad');
  });
  it('is used only when the preference is auto', () => {
    expect(inputDeviceFor('mouse', wheel({ deltaY: 4 }))).toBe('mouse');
    expect(inputDeviceFor('trackpad', wheel({ deltaY: 100 }))).toBe('trackpad');
    expect(inputDeviceFor('auto', wheel({ deltaY: 100 }))).toBe('mouse');
  });
});

describe('wheelAction', () => {
  it('pans on a trackpad, the content following the fingers', () => {
    expect(wheelAction(wheel({ deltaX: 5, deltaY: 20 }), { device: 'trackpad', ...natural })).toEqual({
      type: 'pan',
      dx: -5,
      dy: -20,
    });
  });
  it('reverses the direction without natural scrolling', () => {
    const action = wheelAction(wheel({ deltaY: 20 }), {
      device: 'trackpad',
      naturalScrolling: false,
      allowPinchZoom: false,
    });
    expect(action).toEqual({ type: 'pan', dx: 0, dy: 20 });
  });
  it('zooms with a mouse wheel: down zooms out, reversed without natural scrolling', () => {
    const out = wheelAction(wheel({ deltaY: 100 }), { device: 'mouse', ...natural });
    const reversed = wheelAction(wheel({ deltaY: 100 }), {
      device: 'mouse',
      naturalScrolling: false,
      allowPinchZoom: false,
    });
    expect(out.type === 'zoom' && out.factor).toBeLessThan(1);
    expect(reversed.type === 'zoom' && reversed.factor).toBeGreaterThan(1);
  });
  it('zooms on a pinch (ctrl+wheel) from a trackpad, whatever the scrolling direction', () => {
    const pinchOut = wheelAction(wheel({ deltaY: 10, ctrlKey: true }), {
      device: 'trackpad',
      naturalScrolling: false,
      allowPinchZoom: false,
    });
    expect(pinchOut.type === 'zoom' && pinchOut.factor).toBeLessThan(1);
  });
  it('blocks ctrl+wheel from a mouse unless the debug flag allows pinch-zoom', () => {
    expect(wheelAction(wheel({ deltaY: 100, ctrlKey: true }), { device: 'mouse', ...natural })).toEqual({
      type: 'none',
    });
    const allowed = wheelAction(wheel({ deltaY: 100, ctrlKey: true }), {
      device: 'mouse',
      naturalScrolling: true,
      allowPinchZoom: true,
    });
    expect(allowed.type).toBe('zoom');
  });
  it('zooms with Alt or Meta held on any device', () => {
    expect(wheelAction(wheel({ deltaY: 20, altKey: true }), { device: 'trackpad', ...natural }).type).toBe(
      'zoom',
    );
    expect(wheelAction(wheel({ deltaY: 20, metaKey: true }), { device: 'trackpad', ...natural }).type).toBe(
      'zoom',
    );
  });
});
