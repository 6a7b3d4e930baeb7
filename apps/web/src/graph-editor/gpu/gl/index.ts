// The canvas's own WebGL2 drawing: the few pieces of PixiJS's scene API the GPU canvas used
// (containers, shapes, text sprites, render groups), ~8 KiB gzip instead of PixiJS's ~110
// (docs/graph-canvas.md, "The renderer").
export type { FillInput, StrokeInput } from './graphics-context.js';
export { GraphicsContext } from './graphics-context.js';
export { WebGLRenderer } from './renderer.js';
export { Container, Graphics, Sprite } from './scene.js';
export { circlePoints, roundedCorners, roundedRectPoints } from './shapes.js';
export { textTexture } from './text-texture.js';
export { Texture } from './texture.js';
