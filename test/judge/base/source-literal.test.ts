// sourceLiteral: every hostile string, key and value, written into a module where a generator would write it (a
// field's value, and for the test's sake after a `//` and inside a page's script), parses, reads back as exactly the
// same value, and runs nothing planted; the same for arbitrary strings and JSON values by fast-check.
import { createContext, runInContext } from 'node:vm';
import { transformSync } from 'esbuild';
import * as fc from 'fast-check';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sourceLiteral } from '../../../judge/base/index.ts';
import { cases } from '../../helpers/scale.ts';
import { HOSTILE_STRINGS, pwned } from '../../helpers/hostile-text.ts';

/**
 * A value as one string that tells apart everything the literal must keep (types, -0, NaN, holes as undefined, key
 * order), the same for a value of this realm and of a VM context (whose arrays have other prototypes).
 */
function canonical(value: unknown): string {
  if (typeof value === 'number') return Object.is(value, -0) ? 'n:-0' : `n:${value}`;
  if (typeof value === 'string') return `s:${[...value].map((c) => c.charCodeAt(0)).join(',')}:${value.length}`;
  if (Array.isArray(value)) return `[${Array.from(value, canonical).join(';')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.keys(value)
      .map((k) => `${canonical(k)}=${canonical((value as Record<string, unknown>)[k])}`)
      .join(';')}}`;
  return `${typeof value}:${String(value)}`;
}

/** One context with no `process` for every module run (a fresh one each costs more than the run). */
const context = createContext({}) as Record<string, unknown>;

/**
 * The literal written into a TypeScript module as a generator writes a field, and after a `//` as a careless one
 * would: parsed by esbuild, run in the context, emptied first; the value it exports and the context.
 */
function evaluated(literal: string): { value: unknown; context: Record<string, unknown> } {
  const source = `// ${literal}\nconst value: unknown = ${literal};\nexport default value;\n`;
  const { code } = transformSync(source, { loader: 'ts', format: 'cjs' });
  const module = { exports: {} as { default?: unknown } };
  for (const key of Object.keys(context)) delete context[key];
  // As Node.js loads a CommonJS module: in a function of its own, so that each run's declarations are its own.
  runInContext(`(function (module, exports) {${code}\n})`, context)(module, module.exports);
  return { value: module.exports.default, context };
}

/** Reads back as the same value, and ran nothing. */
function roundTrips(value: unknown): void {
  const literal = sourceLiteral(value);
  const { value: back, context } = evaluated(literal);
  assert.is(canonical(back), canonical(value));
  assert.not.ok(pwned(context), 'a planted statement ran');
  // Nothing in it ends a comment, a string or a page's script, whatever surrounds it.
  // Printable ASCII but those characters, and non-ASCII letters and digits: no control character nor line end.
  assert.ok(/^[ !#%&'()+,\-./0-9:;=?@A-Z[\\\]^_a-z{|}~\p{L}\p{N}]*$/u.test(literal), literal.slice(0, 80));
}

const literals = suite('sourceLiteral');
literals('each hostile string reads back exactly and runs nothing, as a value, a key and in a list', () => {
  for (const text of HOSTILE_STRINGS) {
    roundTrips(text);
    roundTrips({ [text]: text, plain: [text, 1] });
  }
  assert.not.ok(pwned());
});
literals('the 100 kB string stays one line', () => {
  const long = HOSTILE_STRINGS.find((s) => s.length > 100_000)!;
  assert.is(sourceLiteral(long).split(/[\n\r\u2028\u2029]/).length, 1);
});
literals('letters and digits of any script stay readable; the kit style is single quotes', () => {
  assert.is(sourceLiteral('猫 and Ωmega 42'), "'猫 and Ωmega 42'");
  assert.is(sourceLiteral("it's"), "'it\\'s'");
  assert.is(sourceLiteral('a\u2028b\rc'), "'a\\u2028b\\rc'");
  assert.is(sourceLiteral('\ud800'), "'\\uD800'");
});
literals('numbers, booleans, null, undefined and bigints keep their value, -0 and NaN too', () => {
  for (const value of [0, -0, 1.5, -7, 1e21, 5e-324, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])
    roundTrips(value);
  for (const value of [true, false, null, undefined, 10n ** 30n, [], {}]) roundTrips(value);
  assert.is(
    sourceLiteral({ timeMs: 1000, files: { input: 'in.txt' } }),
    "{ timeMs: 1000, files: { input: 'in.txt' } }",
  );
});
literals('a key __proto__ is an own key, not the prototype', () => {
  const value = JSON.parse('{"__proto__": {"polluted": true}, "a-b": 1}');
  const { value: back } = evaluated(sourceLiteral(value));
  assert.ok(Object.hasOwn(back as object, '__proto__'));
  assert.is((back as { polluted?: boolean }).polluted, undefined);
  roundTrips(value);
});
literals('what is not data is refused as a bug, not written', () => {
  const cycle: Record<string, unknown> = {};
  cycle.self = cycle;
  for (const value of [cycle, new Date(0), () => 1, Symbol('s'), new Map()])
    assert.throws(() => sourceLiteral(value), TypeError);
});
literals('property: any string of UTF-16 units, and any JSON value, reads back exactly', () => {
  const units = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) });
  const text = fc.oneof(units, fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }));
  fc.assert(
    fc.property(text, (s) => roundTrips(s)),
    { numRuns: cases(100, 5000) },
  );
  fc.assert(
    fc.property(fc.jsonValue({ maxDepth: 3 }), (value) => roundTrips(value)),
    { numRuns: cases(60, 3000) },
  );
});
literals.run();
