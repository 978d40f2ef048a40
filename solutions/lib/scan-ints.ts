// Reads every non-negative integer of a text in order, skipping any other characters (blanks, CR, LF).

export function scanInts(text: string): Int32Array {
  let out = new Int32Array(Math.max(16, text.length >> 1));
  let count = 0;
  let value = -1;
  for (let i = 0, len = text.length; i <= len; i++) {
    const d = i < len ? text.charCodeAt(i) - 48 : -1;
    if (d >= 0 && d <= 9) {
      value = value < 0 ? d : value * 10 + d;
    } else if (value >= 0) {
      if (count === out.length) {
        const grown = new Int32Array(out.length * 2);
        grown.set(out);
        out = grown;
      }
      out[count++] = value;
      value = -1;
    }
  }
  return out.subarray(0, count);
}
