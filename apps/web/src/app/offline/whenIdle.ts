/**
 * Resolves at the browser's next idle moment (within `timeout` ms), or at the next task where there are no idle
 * callbacks (Safari): for the device's copies, which may wait while a phone draws the screen that was asked.
 */
export function whenIdle(timeout = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout });
    else window.setTimeout(resolve, 0);
  });
}
