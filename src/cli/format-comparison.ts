import type { Paint } from "./colour.js";
import type { Comparison } from "./compare.js";

const percent = (part: number, whole: number) => (whole === 0 ? "-" : `${((part / whole) * 100).toFixed(1)}%`);

/** The comparison for a person: a line of counts, correct cases per category before and now, then each case that moved. */
export function formatComparison(comparison: Comparison, earlierFile: string, p: Paint): string {
  const better = comparison.moved.filter((move) => move.better).length;
  const worse = comparison.moved.length - better;
  const lines = [
    p.bold(`compared with ${earlierFile}: ${comparison.moved.length} case(s) moved (${better} better, ${worse} worse), ${comparison.added.length} new, ${comparison.removed.length} gone`),
    "",
  ];
  const header = ["category", "cases", "correct before", "correct now", "change"];
  const rows = Object.entries(comparison.categories)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, c]) => {
      const delta = c.now - c.before;
      return [name, String(c.cases), percent(c.before, c.cases), percent(c.now, c.cases), delta === 0 ? "=" : delta > 0 ? `+${delta}` : String(delta)];
    });
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((r) => (r[i] as string).length)));
  const layout = (r: readonly string[]) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] as number) : cell.padStart(widths[i] as number))).join("  ");
  lines.push(layout(header), widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) {
    const line = layout(row);
    const change = row[4] as string;
    lines.push(change.startsWith("+") ? p.green(line) : change.startsWith("-") ? p.red(line) : line);
  }
  if (comparison.moved.length > 0) {
    lines.push("", p.bold("moved"));
    for (const move of comparison.moved) {
      const line = `  ${move.better ? "+" : "-"} ${move.id}  ${move.category}  ${move.before} → ${move.now}`;
      lines.push(move.better ? p.green(line) : p.red(line));
    }
  }
  if (comparison.added.length > 0) lines.push("", `new: ${comparison.added.join(", ")}`);
  if (comparison.removed.length > 0) lines.push("", `gone: ${comparison.removed.join(", ")}`);
  return `${lines.join("\n")}\n`;
}
