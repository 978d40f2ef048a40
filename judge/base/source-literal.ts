// The one way a value from outside the kit (a Competitive Companion payload's field, a package's names and values, a
// file name) is written into generated JavaScript or TypeScript: as a literal that reads back as exactly the same
// value and cannot end itself, whatever it holds. Pure: no I/O.

/**
 * Characters left as they are in a string literal: ASCII letters, digits, the space and the punctuation that ends
 * nothing. Everything else is escaped: quotes and the backslash (they end or bend the literal), the backtick and `$`
 * (a template literal, should the text ever land in one), `<` and `>` (`</script>`, `<!--` and `-->`, which end a
 * script in a page or open a comment in a classic script), `*` (so that no block comment is closed or opened by one),
 * every control character and line terminator (\n, \r, U+2028, U+2029: each ends a `//` comment, and the last two a
 * string in parsers before ES2019), and any non-ASCII character that is not a letter or a digit (format controls such
 * as U+FEFF and the bidirectional overrides that make code read other than it runs, combining marks, lone surrogates,
 * which UTF-8 cannot even hold).
 */
const PLAIN_ASCII = /^[A-Za-z0-9 !#%&()+,\-./:;=?@[\]^_{|}~]$/;
const PLAIN_LETTER = /^[\p{L}\p{N}]$/u;

/** Escapes with a short form; every other escaped character becomes \uXXXX (each UTF-16 unit of it). */
const SHORT: Record<string, string> = {
  '\\': '\\\\',
  "'": "\\'",
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

const unit = (code: number) => `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** A string as a single-quoted literal of the same UTF-16 units. */
function stringLiteral(text: string): string {
  let out = "'";
  // By code point: a well-formed pair is one letter (kept, or escaped as its two units); a lone surrogate is alone.
  for (const char of text) {
    if (PLAIN_ASCII.test(char) || (char.charCodeAt(0) > 0x7f && PLAIN_LETTER.test(char))) out += char;
    else if (SHORT[char] !== undefined) out += SHORT[char];
    else for (let k = 0; k < char.length; k++) out += unit(char.charCodeAt(k));
  }
  return `${out}'`;
}

/** A number as source that evaluates to it: -0 keeps its sign; NaN and the infinities by division (no global read). */
function numberLiteral(n: number): string {
  if (Number.isNaN(n)) return '(0 / 0)';
  if (!Number.isFinite(n)) return n > 0 ? '(1 / 0)' : '(-1 / 0)';
  return Object.is(n, -0) ? '-0' : String(n);
}

/**
 * An object key: bare where it is a plain identifier (of letters, digits and `_`: no `$`, as in strings), else a
 * string; `__proto__` computed, so that it is an own key and not the object's prototype.
 */
function keyLiteral(key: string): string {
  if (key === '__proto__') return `[${stringLiteral(key)}]`;
  return /^[A-Za-z_]\w*$/.test(key) ? key : stringLiteral(key);
}

function literal(value: unknown, open: Set<object>): string {
  switch (typeof value) {
    case 'string':
      return stringLiteral(value);
    case 'number':
      return numberLiteral(value);
    case 'boolean':
      return String(value);
    case 'bigint':
      return `${value}n`;
    case 'undefined':
      return 'undefined';
  }
  if (value === null) return 'null';
  if (typeof value !== 'object') throw new TypeError(`sourceLiteral: a ${typeof value} has no literal`);
  if (open.has(value)) throw new TypeError('sourceLiteral: the value holds itself');
  open.add(value);
  try {
    if (Array.isArray(value)) {
      // A hole is written as undefined: the same value read back, if not the same array shape.
      return `[${Array.from(value, (item) => literal(item, open)).join(', ')}]`;
    }
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null)
      throw new TypeError(`sourceLiteral: a ${proto?.constructor?.name ?? 'non-plain'} object has no literal`);
    const entries = Object.entries(value).map(([k, v]) => `${keyLiteral(k)}: ${literal(v, open)}`);
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  } finally {
    open.delete(value);
  }
}

/**
 * `value` (data: strings, numbers, booleans, bigints, null, undefined, and arrays and plain objects of them) as a
 * JavaScript (and TypeScript) expression that evaluates to an equal value: strings single-quoted and
 * escaped so that the literal holds only characters that end nothing, plain objects with their keys bare where they
 * are identifiers (as the formatter writes them). A value that is not data (a function, a class's instance, a
 * symbol, a cycle) is a TypeError: a bug in the caller, not the outside's doing.
 */
export function sourceLiteral(value: unknown): string {
  return literal(value, new Set());
}
