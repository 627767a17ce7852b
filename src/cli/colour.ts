/** Paint functions for the terminal; each is the identity when colour is off. */
export interface Paint {
  readonly bold: (text: string) => string;
  readonly dim: (text: string) => string;
  readonly green: (text: string) => string;
  readonly red: (text: string) => string;
  readonly yellow: (text: string) => string;
  readonly cyan: (text: string) => string;
  readonly magenta: (text: string) => string;
}

const code = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;
const plain = (text: string) => text;

/** ANSI colours when `enabled`, plain text otherwise. */
export function paint(enabled: boolean): Paint {
  if (!enabled) return { bold: plain, dim: plain, green: plain, red: plain, yellow: plain, cyan: plain, magenta: plain };
  return { bold: code(1, 22), dim: code(2, 22), green: code(32, 39), red: code(31, 39), yellow: code(33, 39), cyan: code(36, 39), magenta: code(35, 39) };
}

/** Colour on a terminal only, and never when NO_COLOR is set to anything non-empty (no-color.org) or TERM is dumb. */
export function colourWanted(stream: { readonly isTTY?: boolean }, env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return stream.isTTY === true && (env["NO_COLOR"] ?? "") === "" && env["TERM"] !== "dumb";
}
