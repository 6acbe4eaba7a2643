/**
 * Resolves once the frame being drawn now has been painted (the second animation frame from here,
 * then a task): for work the first screen does not need before its paint, so that on a slow phone
 * network it does not share the line with what the screen waits for.
 */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))))
