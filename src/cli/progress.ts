/** A one-line progress bar on stderr, redrawn at most every 1% of the cases. */
export function progressBar(total: number): (done: number) => void {
  let shown = -1;
  return (done) => {
    const percent = Math.floor((done / total) * 100);
    if (percent === shown) return;
    shown = percent;
    const width = 30;
    const filled = Math.round((percent / 100) * width);
    process.stderr.write(`\r[${"#".repeat(filled)}${" ".repeat(width - filled)}] ${percent}% ${done}/${total}`);
    if (done === total) process.stderr.write("\n");
  };
}
