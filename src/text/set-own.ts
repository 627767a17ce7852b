/**
 * Sets an own enumerable data property, even one named `__proto__`: plain assignment would run `Object.prototype`'s
 * `__proto__` setter and replace the object's prototype, so that one key is defined instead.
 */
export function setOwn(object: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  else object[key] = value;
}
