/** A number in the value that is not finite (Infinity, NaN): no number the model wrote, where the text may overflow. */
export const NON_FINITE = 1;
/** A key in the value, at any depth, that holds a line break (`\n` or `\r`): a name never does, a quote went missing. */
export const KEY_BREAK = 2;

/**
 * What {@link NON_FINITE} and (when `keys`) {@link KEY_BREAK} say of a read value, as bits, in one walk of its
 * containers (an explicit stack, no recursion whatever the depth), which stops once all asked are found. A repaired
 * value is asked both: one walk instead of two.
 * @example valueFacts({ "a\nb": [1, Infinity] }, true) // NON_FINITE | KEY_BREAK
 */
export function valueFacts(value: unknown, keys: boolean): number {
  if (typeof value !== "object" || value === null) return typeof value === "number" && !Number.isFinite(value) ? NON_FINITE : 0;
  // A fact not asked counts as found, so the walk stops as soon as the asked ones are.
  let facts = keys ? 0 : KEY_BREAK;
  // Only containers go on the stack: the other members are settled where they stand.
  const stack: object[] = [value];
  while (stack.length > 0) {
    const node = stack.pop() as object;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) facts |= memberFacts(node[i], stack);
    } else {
      for (const key in node) {
        if ((facts & KEY_BREAK) === 0 && holdsLineBreak(key)) facts |= KEY_BREAK;
        facts |= memberFacts((node as Record<string, unknown>)[key], stack);
      }
    }
    if (facts === (NON_FINITE | KEY_BREAK)) break;
  }
  return keys ? facts : facts & NON_FINITE;
}

/** {@link NON_FINITE} for a number that is not finite, else 0; a container is pushed on `stack` to be walked. */
function memberFacts(member: unknown, stack: object[]): number {
  if (typeof member === "object") {
    if (member !== null) stack.push(member);
    return 0;
  }
  return typeof member === "number" && !Number.isFinite(member) ? NON_FINITE : 0;
}

/** A loop over a key's characters: keys are short, and two `includes` calls cost more. */
function holdsLineBreak(key: string): boolean {
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (c === 0x0a || c === 0x0d) return true;
  }
  return false;
}
