// The Markdown writer the bench scripts share: `say` adds a line, `table` a table (then a blank line), `out` holds
// the lines written.
export function markdownWriter() {
  const out = [];
  const say = (line = "") => out.push(line);
  const table = (head, rows) => {
    say(`| ${head.join(" | ")} |`);
    say(`|${head.map(() => "---").join("|")}|`);
    for (const row of rows) say(`| ${row.join(" | ")} |`);
    say();
  };
  return { out, say, table };
}
