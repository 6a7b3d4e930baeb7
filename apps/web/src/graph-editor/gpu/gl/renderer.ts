import { Batch, type Placement, TEXTURE_SLOTS, VERTEX_BYTES } from './batch.js';
import type { Container } from './scene.js';
import type { Texture } from './texture.js';

const VERTEX_SHADER = `#version 300 es
in vec2 a_position;
in vec2 a_uv;
in vec4 a_color;
in float a_slot;
uniform vec4 u_transform;
uniform vec2 u_size;
out vec2 v_uv;
out vec4 v_color;
flat out int v_slot;
void main() {
  vec2 p = a_position * u_transform.xy + u_transform.zw;
  gl_Position = vec4(p.x / u_size.x * 2.0 - 1.0, 1.0 - p.y / u_size.y * 2.0, 0.0, 1.0);
  v_uv = a_uv;
  v_color = a_color;
  v_slot = int(a_slot);
}`;

// each slot by a constant index, as GLSL ES 3.0 asks of sampler arrays
const FRAGMENT_SHADER = `#version 300 es
precision mediump float;
uniform sampler2D u_textures[${TEXTURE_SLOTS}];
uniform float u_alpha;
in vec2 v_uv;
in vec4 v_color;
flat in int v_slot;
out vec4 o_color;
void main() {
  vec4 c = v_color;
  ${Array.from(
    { length: TEXTURE_SLOTS },
    (_, i) => `${i > 0 ? 'else ' : ''}if (v_slot == ${i}) c = texture(u_textures[${i}], v_uv) * v_color;`,
  ).join('\n  ')}
  o_color = c * u_alpha;
}`;

export interface RendererOptions {
  /** CSS pixels */
  width: number;
  height: number;
  /** device pixels per CSS pixel */
  resolution: number;
  /** keep what is drawn between frames (a partial frame draws over part of it) */
  preserveDrawingBuffer?: boolean;
}

interface GroupState {
  batch: Batch;
  buffer: WebGLBuffer;
  vao: WebGLVertexArrayObject;
}

/**
 * Draws a tree of containers with WebGL2: shapes and texts as premultiplied-alpha triangles in
 * one shader, each render group from its batch (built again only when something in it changed),
 * placed by a transform uniform, so a zoom or a move of a group uploads nothing.
 */
export class WebGLRenderer {
  readonly canvas: HTMLCanvasElement = document.createElement('canvas');
  #gl: WebGL2RenderingContext | null = null;
  #program: WebGLProgram | null = null;
  #uniforms: {
    transform: WebGLUniformLocation | null;
    size: WebGLUniformLocation | null;
    alpha: WebGLUniformLocation | null;
  } | null = null;
  readonly #groups = new Map<Container, GroupState>();
  resolution = 1;
  #width = 1;
  #height = 1;

  get gl(): WebGL2RenderingContext {
    if (!this.#gl) throw new Error('The WebGL renderer is not initialised');
    return this.#gl;
  }

  async init(options: RendererOptions): Promise<void> {
    const gl = this.canvas.getContext('webgl2', {
      alpha: true,
      antialias: false,
      depth: false,
      stencil: false,
      premultipliedAlpha: true,
      preserveDrawingBuffer: options.preserveDrawingBuffer === true,
    });
    if (!gl) throw new Error('WebGL2 is not available');
    this.#gl = gl;
    this.resolution = options.resolution;
    const program = linkProgram(gl);
    this.#program = program;
    // the only program this context runs: bound once (WebGL's call, not a React hook)
    // biome-ignore lint/correctness/useHookAtTopLevel: WebGLRenderingContext.useProgram
    gl.useProgram(program);
    this.#uniforms = {
      transform: gl.getUniformLocation(program, 'u_transform'),
      size: gl.getUniformLocation(program, 'u_size'),
      alpha: gl.getUniformLocation(program, 'u_alpha'),
    };
    gl.uniform1iv(
      gl.getUniformLocation(program, 'u_textures'),
      Array.from({ length: TEXTURE_SLOTS }, (_, i) => i),
    );
    gl.enable(gl.BLEND);
    gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
    gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, true);
    gl.clearColor(0, 0, 0, 0);
    this.resize(options.width, options.height);
  }

  /** Sizes the surface in CSS pixels (its pixels are that times the resolution). */
  resize(width: number, height: number): void {
    this.#width = width;
    this.#height = height;
    this.canvas.width = Math.round(width * this.resolution);
    this.canvas.height = Math.round(height * this.resolution);
    this.canvas.style.width = `${width}px`;
    this.canvas.style.height = `${height}px`;
  }

  /** Clears the surface (inside the scissor, when set) and draws `container` and all under it. */
  render({ container }: { container: Container }): void {
    const gl = this.gl;
    gl.viewport(0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight);
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.uniform2f(this.#uniforms?.size ?? null, this.#width, this.#height);
    if (!container.visible) return;
    this.#drawGroup(container, {
      sx: container.scale.x,
      sy: container.scale.y,
      tx: container.position.x,
      ty: container.position.y,
      alpha: container.alpha,
    });
    this.#forgetGone();
  }

  destroy({ removeView }: { removeView?: boolean } = {}): void {
    const gl = this.#gl;
    if (gl) {
      for (const state of this.#groups.values()) {
        gl.deleteBuffer(state.buffer);
        gl.deleteVertexArray(state.vao);
      }
      if (this.#program) gl.deleteProgram(this.#program);
      gl.getExtension('WEBGL_lose_context')?.loseContext();
    }
    this.#groups.clear();
    this.#gl = null;
    if (removeView) this.canvas.remove();
  }

  #drawGroup(group: Container, placement: Placement): void {
    const gl = this.gl;
    const state = this.#state(group);
    if (group.batchStale) {
      group.batchStale = false;
      state.batch.build(group);
      gl.bindBuffer(gl.ARRAY_BUFFER, state.buffer);
      gl.bufferData(gl.ARRAY_BUFFER, state.batch.data, gl.DYNAMIC_DRAW);
    }
    const uniforms = this.#uniforms;
    for (const op of state.batch.ops) {
      if (op.kind === 'group') {
        const p = op.placement;
        this.#drawGroup(op.group, {
          sx: placement.sx * p.sx,
          sy: placement.sy * p.sy,
          tx: placement.tx + placement.sx * p.tx,
          ty: placement.ty + placement.sy * p.ty,
          alpha: placement.alpha * p.alpha,
        });
        continue;
      }
      gl.bindVertexArray(state.vao);
      gl.uniform4f(uniforms?.transform ?? null, placement.sx, placement.sy, placement.tx, placement.ty);
      gl.uniform1f(uniforms?.alpha ?? null, placement.alpha);
      for (let slot = 0; slot < op.textures.length; slot++) this.#bind(op.textures[slot], slot);
      gl.drawArrays(op.mode === 'lines' ? gl.LINES : gl.TRIANGLES, op.first, op.count);
    }
    gl.bindVertexArray(null);
  }

  #state(group: Container): GroupState {
    let state = this.#groups.get(group);
    if (state) return state;
    const gl = this.gl;
    const buffer = gl.createBuffer();
    const vao = gl.createVertexArray();
    const program = this.#program;
    if (!buffer || !vao || !program) throw new Error('WebGL could not make a vertex buffer');
    gl.bindVertexArray(vao);
    gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
    const attribute = (name: string, size: number, type: number, normalized: boolean, offset: number) => {
      const at = gl.getAttribLocation(program, name);
      if (at < 0) return;
      gl.enableVertexAttribArray(at);
      gl.vertexAttribPointer(at, size, type, normalized, VERTEX_BYTES, offset);
    };
    attribute('a_position', 2, gl.FLOAT, false, 0);
    attribute('a_uv', 2, gl.FLOAT, false, 8);
    attribute('a_color', 4, gl.UNSIGNED_BYTE, true, 16);
    attribute('a_slot', 1, gl.FLOAT, false, 20);
    gl.bindVertexArray(null);
    state = { batch: new Batch(), buffer, vao };
    this.#groups.set(group, state);
    group.batchStale = true;
    return state;
  }

  /** Frees the buffers of groups no longer in a drawn tree. */
  #forgetGone(): void {
    const gl = this.gl;
    for (const [group, state] of this.#groups) {
      if (!group.destroyed) continue;
      gl.deleteBuffer(state.buffer);
      gl.deleteVertexArray(state.vao);
      this.#groups.delete(group);
    }
  }

  #bind(texture: Texture, slot: number): void {
    const gl = this.gl;
    gl.activeTexture(gl.TEXTURE0 + slot);
    if (!texture.gpu) {
      const source = texture.source;
      const made = source && gl.createTexture();
      if (!made) return;
      gl.bindTexture(gl.TEXTURE_2D, made);
      gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, source);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
      if (texture.mipmaps) {
        gl.generateMipmap(gl.TEXTURE_2D);
        gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR_MIPMAP_LINEAR);
      } else gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
      texture.uploaded({ texture: made, free: () => this.#gl?.deleteTexture(made) });
      return;
    }
    gl.bindTexture(gl.TEXTURE_2D, texture.gpu.texture);
  }
}

function linkProgram(gl: WebGL2RenderingContext): WebGLProgram {
  const compile = (type: number, source: string) => {
    const shader = gl.createShader(type);
    if (!shader) throw new Error('WebGL could not make a shader');
    gl.shaderSource(shader, source);
    gl.compileShader(shader);
    if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS))
      throw new Error(`A canvas shader did not compile: ${gl.getShaderInfoLog(shader)}`);
    return shader;
  };
  const program = gl.createProgram();
  if (!program) throw new Error('WebGL could not make a program');
  gl.attachShader(program, compile(gl.VERTEX_SHADER, VERTEX_SHADER));
  gl.attachShader(program, compile(gl.FRAGMENT_SHADER, FRAGMENT_SHADER));
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS))
    throw new Error(`The canvas shaders did not link: ${gl.getProgramInfoLog(program)}`);
  return program;
}
