import { formatPointer } from "./pointer.js";

/** Where the compiler is in the schema: a linked list of keys, so descending costs nothing until a message needs it. */
export type Location = { readonly parent: Location; readonly key: string | number } | undefined;

/** The location one key below `loc`. */
export function at(loc: Location, key: string | number): Location {
  return { parent: loc, key };
}

/** The JSON pointer of a location (`#/properties/a`). */
export function pointerOf(loc: Location): string {
  const keys: (string | number)[] = [];
  for (let current = loc; current !== undefined; current = current.parent) keys.push(current.key);
  return formatPointer(keys.reverse());
}

/** A malformed part of a schema; thrown inside the compiler only and turned into an `invalid-schema` failure. */
export class SchemaError extends Error {
  constructor(
    readonly pointer: string,
    readonly reason: string,
  ) {
    super(`${pointer}: ${reason}`);
  }
}
