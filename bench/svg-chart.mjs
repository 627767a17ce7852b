// A dependency-free horizontal bar chart as SVG text, for the benchmark report.

const escape = (text) => String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Bars of `value` (0–100) labelled with `label`, and a `note` after each bar.
 * @param {{ label: string, value: number, note?: string, highlight?: boolean }[]} bars
 */
export function barChart(title, bars) {
  const rowHeight = 28;
  const left = 230;
  const width = 460;
  const top = 40;
  const height = top + bars.length * rowHeight + 20;
  const rows = bars.map((bar, i) => {
    const y = top + i * rowHeight;
    const length = Math.max(1, (bar.value / 100) * width);
    const fill = bar.highlight ? "#2b7a3d" : "#6b7c93";
    return [
      `<text x="${left - 10}" y="${y + 17}" text-anchor="end">${escape(bar.label)}</text>`,
      `<rect x="${left}" y="${y + 4}" width="${length.toFixed(1)}" height="${rowHeight - 8}" fill="${fill}"/>`,
      `<text x="${left + length + 6}" y="${y + 17}">${escape(`${bar.value.toFixed(1)}%${bar.note ? `  ${bar.note}` : ""}`)}</text>`,
    ].join("");
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${left + width + 190}" height="${height}" font-family="sans-serif" font-size="13">`,
    `<text x="10" y="22" font-size="15" font-weight="bold">${escape(title)}</text>`,
    ...rows,
    "</svg>",
    "",
  ].join("\n");
}
