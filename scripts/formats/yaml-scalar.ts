// Values written as YAML scalars that any YAML reader reads back the same: the Kattis export's problem.yaml (read by
// problemtools' PyYAML) and the CMS export's task.yaml (read by CMS's italy_yaml loader, PyYAML too). Pure.

/**
 * A string as a YAML scalar: double-quoted JSON, which YAML 1.2 reads as the same string, with what JSON leaves raw
 * and YAML does not take as it is escaped too: DEL and the C1 controls (not printable in YAML; NEL, U+2028 and U+2029
 * end a line in YAML 1.1, which PyYAML reads, so a name holding one would come back folded), U+FFFE and U+FFFF.
 */
export function yamlScalar(text: string): string {
  return JSON.stringify(text).replace(
    /[\u007f-\u009f\u2028\u2029\ufffe\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * A finite number as a YAML scalar that YAML 1.1 (PyYAML) and 1.2 both read as that number: an integer as it is; a
 * number in exponent form with a point in its mantissa and a sign in its exponent ("1.0e-07", not "1e-7", which PyYAML
 * reads as a string).
 */
export function yamlNumber(n: number): string {
  if (!Number.isFinite(n)) throw new TypeError(`yamlNumber: ${n} is not a finite number`);
  const text = String(n);
  const exponent = /^(-?\d+(?:\.\d+)?)e([+-])(\d+)$/.exec(text);
  if (exponent === null) return text;
  const [, mantissa, sign, digits] = exponent;
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}e${sign}${digits}`;
}
