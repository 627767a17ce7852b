/** A command's `--help`: what it does, its options, examples. */
export interface Help {
  readonly usage: string;
  readonly summary: string;
  readonly options: readonly (readonly [flag: string, meaning: string])[];
  readonly examples: readonly string[];
}

/** The help text as printed. */
export function formatHelp(help: Help): string {
  const width = Math.max(0, ...help.options.map(([flag]) => flag.length));
  return [
    `usage: ${help.usage}`,
    "",
    help.summary,
    "",
    "options:",
    ...help.options.map(([flag, meaning]) => `  ${flag.padEnd(width)}  ${meaning}`),
    "",
    "examples:",
    ...help.examples.map((example) => `  ${example}`),
    "",
  ].join("\n");
}

/** True when the arguments ask for help (`--help` or `-h` anywhere). */
export function wantsHelp(args: readonly string[]): boolean {
  return args.includes("--help") || args.includes("-h");
}
