// What the editor bench measures inside the page: time to an interactive canvas, frame intervals
// (requestAnimationFrame) while the user pans and zooms, and edit-to-display latency.
import type { Page } from 'playwright-core';

// The canvas is interactive once it shows the level's nodes: as DOM node views, or — when the
// level opens zoomed out past the overview threshold — painted on the overview canvas (which
// marks itself data-drawn after its first paint; xyflow's pane then takes pan, zoom and clicks).
const NODE = '.react-flow__node[data-id], [data-testid="canvas-overview"][data-drawn="true"]';

export interface FrameStats {
  frames: number;
  p50: number;
  p95: number;
  p99: number;
  over16: number;
  over33: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function frameStats(intervals: readonly number[]): FrameStats {
  const sorted = [...intervals].sort((a, b) => a - b);
  return {
    frames: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    over16: sorted.filter((t) => t > 16.7).length,
    over33: sorted.filter((t) => t > 33.3).length,
  };
}

/**
 * Navigates to the project and returns the ms from navigation start until the canvas shows its
 * nodes (DOM views or the painted overview) and has painted twice more (a frame the user can act on).
 */
export async function openUntilInteractive(page: Page, projectId: string): Promise<number> {
  await page.goto(`/project?id=${projectId}`);
  await page.locator(NODE).first().waitFor({ state: 'visible', timeout: 120_000 });
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
      ),
  );
}

// In-page code is passed as text: the bench runs under tsx, whose transform wraps named functions
// in a helper (__name) that does not exist in the page.
const FRAME_RECORDER = `(() => {
  window.__benchFrames = [];
  window.__benchRecording = true;
  let last = performance.now();
  const tick = (now) => {
    window.__benchFrames.push(now - last);
    last = now;
    if (window.__benchRecording) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

export async function startFrameRecorder(page: Page): Promise<void> {
  await page.evaluate(FRAME_RECORDER);
}

export async function stopFrameRecorder(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __benchFrames: number[]; __benchRecording: boolean };
    w.__benchRecording = false;
    return w.__benchFrames.slice(1);
  });
}

/** A point of the empty canvas (the pane) near the middle, where a drag pans instead of moving a node. */
async function panePoint(page: Page): Promise<{ x: number; y: number }> {
  const point = await page.evaluate(() => {
    const pane = document.querySelector('.react-flow__pane');
    if (!pane) return null;
    const box = pane.getBoundingClientRect();
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    for (let r = 0; r < Math.max(box.width, box.height) / 2; r += 6) {
      for (let a = 0; a < 16; a++) {
        const x = cx + r * Math.cos((a * Math.PI) / 8);
        const y = cy + r * Math.sin((a * Math.PI) / 8);
        if (document.elementFromPoint(x, y)?.classList.contains('react-flow__pane')) return { x, y };
      }
    }
    return null;
  });
  if (!point) throw new Error('no empty canvas point to pan from');
  return point;
}

/**
 * A user panning: the middle button down on the empty canvas, a 2.4 s drag back and forth, button
 * up. The canvas pans with the middle button, Space + drag or the wheel; a left drag on the empty
 * canvas draws a selection band (which is what this measured before: the view never moved).
 */
export async function panFrames(page: Page): Promise<FrameStats> {
  const start = await panePoint(page);
  await startFrameRecorder(page);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down({ button: 'middle' });
  for (let i = 0; i < 150; i++) {
    const dx = 300 * Math.sin((i / 150) * Math.PI * 2);
    await page.mouse.move(start.x + dx, start.y + dx / 3);
    await page.waitForTimeout(16);
  }
  await page.mouse.up({ button: 'middle' });
  return frameStats(await stopFrameRecorder(page));
}

/** A user zooming (Alt + wheel; the plain wheel pans): out, then back in, around the middle. */
export async function zoomFrames(page: Page): Promise<FrameStats> {
  const at = await panePoint(page);
  await page.mouse.move(at.x, at.y);
  await page.keyboard.down('Alt');
  await startFrameRecorder(page);
  for (let i = 0; i < 120; i++) {
    await page.mouse.wheel(0, i < 60 ? 40 : -40);
    await page.waitForTimeout(16);
  }
  const frames = await stopFrameRecorder(page);
  await page.keyboard.up('Alt');
  return frameStats(frames);
}

/**
 * Edit-to-display: a parameter edit through the editor (as the parameter editor makes it), then
 * frames until the downstream node shows the new value; ms from the edit to that frame.
 */
const EDIT_TO_DISPLAY = `({ constantId, inspectorId, value }) => new Promise((resolve, reject) => {
  const editor = window.__nodeloomEditor;
  if (!editor) return reject(new Error('editor handle missing: is debug_editorHandle honoured?'));
  const target = document.querySelector('.react-flow__node[data-id="' + inspectorId + '"]');
  if (!target) return reject(new Error('downstream node ' + inspectorId + ' is not on screen'));
  const started = performance.now();
  editor.setParamField([constantId], 'value', 'value', value);
  const check = () => {
    if (target.textContent.includes(String(value))) resolve(performance.now() - started);
    else if (performance.now() - started > 5000) reject(new Error('the new value never showed'));
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

/**
 * Edit-to-display: a parameter edit through the editor (as the parameter editor makes it), then
 * frames until the downstream node shows the new value; ms from the edit to that frame.
 */
export async function editToDisplay(
  page: Page,
  probe: { constantId: string; inspectorId: string },
  value: number,
): Promise<number> {
  const run = await page.evaluateHandle(EDIT_TO_DISPLAY);
  const elapsed = await run.evaluate(
    (fn, args) => (fn as unknown as (a: typeof args) => Promise<number>)(args),
    {
      ...probe,
      value,
    },
  );
  await run.dispose();
  return elapsed;
}
