// The first frame of the workspace's canvas: what the open workspace loads without being asked
// (the built-in nodes of an empty project, every first-use module) waits for it, so that nothing
// competes with the code and data of that frame.

let painted: () => void = () => {};
const firstFrame = new Promise<void>((resolve) => {
  painted = resolve;
});

/** How long a layout without the canvas waits instead. */
export const NO_CANVAS_WAIT_MS = 5000;

/** The canvas panel says it has painted (the first call counts). */
export function canvasPainted(): void {
  painted();
}

/** Resolves once a canvas of this page has painted its first frame, or NO_CANVAS_WAIT_MS later. */
export function afterFirstCanvasFrame(): Promise<void> {
  return Promise.race([firstFrame, new Promise<void>((resolve) => setTimeout(resolve, NO_CANVAS_WAIT_MS))]);
}
