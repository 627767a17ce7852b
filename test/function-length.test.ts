/**
 * No function of src/ is over 150 lines (issue 30: a function a newcomer can read whole). Each function, method
 * or arrow is measured from its first to its last line, nested ones inside their parent's count too.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const src = resolve(dirname(fileURLToPath(import.meta.url)), "../src");
const MAX_LINES = 150;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) && !/\.test(-d)?\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** `name (lines)` of every function in `text` longer than `max` lines. */
function longFunctions(file: string, text: string, max: number): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && "body" in node && node.body !== undefined) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const name = "name" in node && node.name !== undefined ? node.name.getText(source) : "(anonymous)";
      if (last - first + 1 > max) found.push(`${name} (${last - first + 1} lines, from line ${first + 1})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("function length", () => {
  it(`keeps every function of src/ at ${MAX_LINES} lines or fewer`, () => {
    const found = sources(src).flatMap((file) => longFunctions(file, readFileSync(file, "utf8"), MAX_LINES).map((row) => `${relative(src, file)}: ${row}`));
    expect(found).toEqual([]);
  });

  it("sees a long function when there is one (not vacuous)", () => {
    const body = Array.from({ length: 151 }, (_, i) => `  const v${i} = ${i};`).join("\n");
    expect(longFunctions("x.ts", `function long() {\n${body}\n}\nconst short = () => 1;`, MAX_LINES)).toEqual(["long (153 lines, from line 1)"]);
    expect(longFunctions("x.ts", `class A {\n  m() {\n${body}\n  }\n}`, MAX_LINES)).toEqual(["m (153 lines, from line 2)"]);
  });
});
