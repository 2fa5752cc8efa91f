/**
 * Resolves once the browser has painted the next frame (an animation frame, then a task), or after
 * `maxWaitMs` at the latest: a hidden tab paints no frame, and work waiting here must still run.
 * For work the user does not see that would otherwise delay the frame of what they did (a save
 * request after an edit).
 */
export function afterNextPaint(maxWaitMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const latest = setTimeout(resolve, maxWaitMs);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(latest);
        resolve();
      }, 0),
    );
  });
}

/**
 * The same wait, started now and awaited later: start it when a read begins (the click's frame
 * is then still to be painted) and await it once the answer is in. An answer that comes after
 * that frame was painted goes on screen at once, not one frame (and a task) later; one that comes
 * sooner still waits for it. `maxWaitMs` counts from the await, as afterNextPaint's from its call.
 */
export function paintAwaited(maxWaitMs = 100): () => Promise<void> {
  let painted = false;
  const frame = new Promise<void>((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        painted = true;
        resolve();
      }, 0),
    );
  });
  return () => {
    if (painted) return Promise.resolve();
    let latest: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<void>((resolve) => (latest = setTimeout(resolve, maxWaitMs)));
    return Promise.race([frame, late]).finally(() => clearTimeout(latest));
  };
}
