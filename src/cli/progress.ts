/** The line a progress bar shows: a bar and percent when the size is known, the count, the rate and the time left. */
export function progressLine(cases: number, seconds: number, fraction: number | undefined): string {
  const rate = seconds > 0 ? cases / seconds : 0;
  const count = `${cases.toLocaleString("en-US")} cases  ${Math.round(rate).toLocaleString("en-US")} cases/s`;
  if (fraction === undefined) return `${count}  ${clock(seconds)}`;
  const done = Math.min(1, Math.max(0, fraction));
  const width = 24;
  const filled = Math.round(done * width);
  const left = done > 0 ? (seconds / done) * (1 - done) : Number.NaN;
  return `[${"#".repeat(filled)}${" ".repeat(width - filled)}] ${(done * 100).toFixed(0).padStart(3)}%  ${count}  ETA ${Number.isFinite(left) ? clock(left) : "--:--"}`;
}

/** Minutes and seconds (hours when there are any). */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/**
 * A one-line progress bar on stderr, redrawn at most ten times a second. `fraction` is how much of the input
 * was read (bytes), undefined when the size is unknown (standard input).
 */
export function progressBar(write: (text: string) => void, now: () => number = () => performance.now()): { update(cases: number, fraction: number | undefined): void; finish(cases: number, fraction: number | undefined): void } {
  const started = now();
  let last = -Infinity;
  const draw = (cases: number, fraction: number | undefined) => {
    write(`\r\u001b[K${progressLine(cases, (now() - started) / 1000, fraction)}`);
  };
  return {
    update(cases, fraction) {
      const t = now();
      if (t - last < 100) return;
      last = t;
      draw(cases, fraction);
    },
    finish(cases, fraction) {
      draw(cases, fraction);
      write("\n");
    },
  };
}
