import { Container, WebGLRenderer } from './gl/index.js';
import { type Margin, type Shift, shiftCss, surfaceMargin } from './painted-shift.js';
import type { ClippedDraw } from './partial-frame.js';

/** The WebGL renderer and the root it draws (frames are drawn on request: no ticker). */
class WebGlApp {
  readonly stage = new Container();
  readonly renderer = new WebGLRenderer();

  get canvas(): HTMLCanvasElement {
    return this.renderer.canvas;
  }

  /**
   * Draws the stage: whole (null), or once per clipped draw, each only inside its clip (CSS pixels
   * of the surface) after its `prepare`, the rest kept as drawn.
   */
  render(draws: readonly ClippedDraw[] | null): void {
    if (!draws) {
      this.renderer.render({ container: this.stage });
      return;
    }
    const gl = this.renderer.gl;
    const r = this.renderer.resolution;
    // the renderer leaves the scissor test alone: its clear and draws then keep inside the clip
    gl.enable(gl.SCISSOR_TEST);
    try {
      for (const { clip, prepare } of draws) {
        const left = Math.floor(clip.x * r);
        const right = Math.ceil((clip.x + clip.width) * r);
        const top = Math.floor(clip.y * r);
        const bottom = Math.ceil((clip.y + clip.height) * r);
        prepare();
        gl.scissor(left, gl.drawingBufferHeight - bottom, right - left, bottom - top);
        this.renderer.render({ container: this.stage });
      }
    } finally {
      gl.disable(gl.SCISSOR_TEST);
    }
  }

  destroy(): void {
    this.stage.destroy({ children: true, context: false, texture: false });
    this.renderer.destroy({ removeView: true });
  }
}

/**
 * The GPU surface and its layers, drawn only when asked (no ticker): a world container that holds
 * everything in flow units (the grid is DOM under the surface, dom-grid.ts, and the band over it, dom-band.ts). The surface reaches
 * past the screen by a margin on each side, and `screen` (the root's child everything is drawn in)
 * starts at the screen's top-left inside it, so the layers keep to screen coordinates. Between
 * draws a view change moves the drawn pixels with a CSS transform (`showShift`, painted-shift.ts).
 */
export class GpuStage {
  readonly app = new WebGlApp();
  /** the screen's top-left inside the surface: holds the world */
  readonly screen = new Container();
  readonly world = new Container({ isRenderGroup: true });
  readonly trays = new Container();
  readonly overview = new Container();
  readonly wires = new Container();
  readonly nodes = new Container();
  #frame = 0;
  /** the next frame draws the whole surface (else the canvas may clip it to a scene change's area) */
  #whole = false;
  #beforeFrame: (whole: boolean) => ClippedDraw[] | null = () => null;
  #afterFrame: (drew: boolean) => void = () => {};
  #margin: Margin = { x: 0, y: 0 };
  frames = 0;

  async init(host: HTMLElement): Promise<void> {
    this.#margin = surfaceMargin({ width: host.clientWidth, height: host.clientHeight });
    await this.app.renderer.init({
      width: Math.max(1, host.clientWidth) + 2 * this.#margin.x,
      height: Math.max(1, host.clientHeight) + 2 * this.#margin.y,
      resolution: globalThis.devicePixelRatio || 1,
      // a frame may redraw only the area a change touched (partial-frame.ts): the rest must stay
      preserveDrawingBuffer: true,
    });
    const canvas = this.app.canvas;
    canvas.className = 'gc-gpu-surface';
    canvas.setAttribute('aria-hidden', 'true');
    host.prepend(canvas);
    this.world.addChild(this.trays, this.overview, this.wires, this.nodes);
    this.screen.addChild(this.world);
    this.app.stage.addChild(this.screen);
    this.#placeSurface();
  }

  /** How far the surface reaches past each edge of the screen (CSS pixels). */
  get margin(): Margin {
    return this.#margin;
  }

  get renderer() {
    return this.app.renderer;
  }

  /**
   * Runs before each frame (the scene's lazy work: dirty overview tiles); returns the clipped draws
   * the frame makes (none: nothing to draw), or null for the whole surface.
   */
  onBeforeFrame(work: (whole: boolean) => ClippedDraw[] | null): void {
    this.#beforeFrame = work;
  }

  /** Runs after each frame, told whether it drew (else it found the surface up to date, or only built). */
  onAfterFrame(work: (drew: boolean) => void): void {
    this.#afterFrame = work;
  }

  /** Draws the whole surface once in the next animation frame, however many times it is asked before then. */
  requestFrame(): void {
    this.#whole = true;
    this.requestSceneFrame();
  }

  /** Draws what the scene's changes touched in the next animation frame (the canvas picks the clip). */
  requestSceneFrame(): void {
    if (this.#frame) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      const whole = this.#whole;
      this.#whole = false;
      const draws = this.#beforeFrame(whole);
      // no draws: the surface already shows the scene
      const drew = !draws || draws.length > 0;
      if (drew) {
        this.app.render(draws);
        this.frames++;
      }
      this.#afterFrame(drew);
    });
  }

  resize(width: number, height: number): void {
    this.#margin = surfaceMargin({ width, height });
    this.app.renderer.resize(
      Math.max(1, width) + 2 * this.#margin.x,
      Math.max(1, height) + 2 * this.#margin.y,
    );
    this.#placeSurface();
    this.requestFrame();
  }

  /** Moves the drawn pixels to a view not drawn yet (null: they show the view they were drawn at). */
  showShift(shift: Shift | null): void {
    this.app.canvas.style.transform = shift ? shiftCss(shift) : '';
  }

  #placeSurface(): void {
    const { x, y } = this.#margin;
    const style = this.app.canvas.style;
    style.left = `${-x}px`;
    style.top = `${-y}px`;
    // the shift scales about the screen's top-left, which sits at the margin inside the surface
    style.transformOrigin = `${x}px ${y}px`;
    this.screen.position.set(x, y);
  }

  destroy(): void {
    cancelAnimationFrame(this.#frame);
    this.app.destroy();
  }
}
