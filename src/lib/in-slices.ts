/**
 * Runs `work(start, end)` over [0, total) in slices of `size`, one slice per task (a timer between
 * them), so that a long computation leaves room for input and rendering; then calls `done`.
 * Returns a function that stops it (no further slice, no `done`).
 */
export function inSlices(
  total: number,
  size: number,
  work: (start: number, end: number) => void,
  done: () => void,
): () => void {
  let start = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = () => {
    const end = Math.min(total, start + Math.max(1, size));
    work(start, end);
    start = end;
    if (start < total) timer = setTimeout(step, 0);
    else done();
  };
  timer = setTimeout(step, 0);
  return () => clearTimeout(timer);
}
