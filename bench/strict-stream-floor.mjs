// The floor of any streaming parser written in JavaScript, for bench/streaming.mjs: a minimal resumable reader of
// strict JSON that builds the value in place and hands out a snapshot (the value and the open path) per chunk.
// It checks nothing (valid JSON in, the value out; on anything else its result means nothing), records no position
// and repairs nothing, so what salvage's incremental parser costs beyond it is the price of tolerance, positions
// and repairs, and what it costs beyond the one-shot parse is what reading in chunks costs JavaScript at all.

const VALUE = 0; // a value, or `]` right after `[`
const KEY = 1; // a key, or `}` right after `{`
const COLON = 2;
const AFTER = 3; // `,` or a closer after a member
const STRING = 4;
const SCALAR = 5; // a number or literal, read to its end

/** What the floor hands out after a chunk: the value being built and the path to the member being read. */
class FloorSnapshot {
  constructor(value, path) {
    this.value = value;
    this.pendingPath = path;
  }
}

export class StrictStreamFloor {
  state = VALUE;
  root = undefined;
  containers = []; // open containers, innermost last
  keys = []; // the key being read in each open object (undefined for arrays)
  top = undefined;
  topIsArray = false;
  key = undefined;
  pending = ""; // a string's or scalar's text so far, when it spans chunks
  stringIsKey = false;
  escaped = false; // the string so far holds a backslash (decoded by JSON.parse at its end)
  escapeOpen = false; // the chunk ended right after a backslash

  push(chunk) {
    const n = chunk.length;
    let i = 0;
    while (i < n) {
      const state = this.state;
      if (state === STRING) {
        i = this.string(chunk, i, n);
        continue;
      }
      if (state === SCALAR) {
        i = this.scalar(chunk, i, n);
        continue;
      }
      const code = chunk.charCodeAt(i);
      if (code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09) {
        i++;
        continue;
      }
      if (state === COLON) {
        this.state = VALUE;
        i++;
      } else if (state === AFTER) {
        if (code === 0x2c) this.state = this.topIsArray ? VALUE : KEY;
        else this.close();
        i++;
      } else if (code === 0x22) {
        this.stringIsKey = state === KEY;
        this.state = STRING;
        this.pending = "";
        this.escaped = false;
        i++;
      } else if (code === 0x7b || code === 0x5b) {
        this.open(code === 0x5b);
        i++;
      } else if (code === 0x7d || code === 0x5d) {
        this.close();
        i++;
      } else {
        this.state = SCALAR;
        this.pending = "";
      }
    }
  }

  string(chunk, i, n) {
    let j = i;
    if (this.escapeOpen) {
      this.escapeOpen = false;
      j++;
    }
    while (j < n) {
      const code = chunk.charCodeAt(j);
      if (code === 0x22) break;
      if (code === 0x5c) {
        this.escaped = true;
        if (j + 1 === n) {
          this.escapeOpen = true;
          j = n;
          break;
        }
        j += 2;
      } else j++;
    }
    if (j >= n) {
      this.pending += chunk.slice(i, n);
      return n;
    }
    const raw = this.pending === "" ? chunk.slice(i, j) : this.pending + chunk.slice(i, j);
    const text = this.escaped ? JSON.parse(`"${raw}"`) : raw;
    if (this.stringIsKey) {
      this.key = text;
      this.state = COLON;
    } else this.leaf(text);
    return j + 1;
  }

  scalar(chunk, i, n) {
    let j = i;
    while (j < n) {
      const code = chunk.charCodeAt(j);
      if (code === 0x2c || code === 0x7d || code === 0x5d || code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09) break;
      j++;
    }
    if (j === n) {
      this.pending += chunk.slice(i, n);
      return n;
    }
    this.endScalar(this.pending === "" ? chunk.slice(i, j) : this.pending + chunk.slice(i, j));
    return j;
  }

  endScalar(raw) {
    this.leaf(raw === "true" ? true : raw === "false" ? false : raw === "null" ? null : Number(raw));
  }

  leaf(value) {
    if (this.top === undefined) this.root = value;
    else if (this.topIsArray) this.top.push(value);
    // An own member, as JSON.parse makes it: assignment would set the object's prototype.
    else if (this.key === "__proto__") Object.defineProperty(this.top, this.key, { value, writable: true, enumerable: true, configurable: true });
    else this.top[this.key] = value;
    this.state = AFTER;
  }

  open(isArray) {
    const container = isArray ? [] : {};
    this.leaf(container);
    this.containers.push(container);
    this.keys.push(this.key);
    this.top = container;
    this.topIsArray = isArray;
    this.key = undefined;
    this.state = isArray ? VALUE : KEY;
  }

  close() {
    this.containers.pop();
    this.key = this.keys.pop();
    this.top = this.containers[this.containers.length - 1];
    this.topIsArray = Array.isArray(this.top);
    this.state = AFTER;
  }

  /** The value so far and a fresh path to the member being read (an open container's place in its parent, the innermost array's next index, an object's last key). */
  snapshot() {
    const depth = this.containers.length;
    const path = new Array(depth);
    for (let k = 0; k < depth; k++) {
      const container = this.containers[k];
      const inner = k + 1 < depth;
      path[k] = Array.isArray(container) ? (inner ? container.length - 1 : container.length) : inner ? this.keys[k + 1] : this.key;
    }
    return new FloorSnapshot(this.root, path);
  }

  /** The value read, once the whole text has been pushed. */
  end() {
    if (this.state === SCALAR) this.endScalar(this.pending);
    return this.root;
  }
}
