import fc from 'fast-check';
import { acceptedTypes, alternatives, type InputField, type JsonSchemaNode } from './schema-fields.js';

/**
 * Hostile replacements for one field, derived from what its schema node says (types, bounds,
 * enums, whether it is an object). They are candidates: some happen to be valid (an emoji in a
 * name is fine), and the property discards those after asking the schema itself.
 */

/** How a part travels decides what can be sent at all: a URL or a header carries only text. */
export type Carrier = 'json' | 'query' | 'path' | 'header';

export type BreakKind =
  | 'missing'
  | 'unknown-field'
  | 'wrong-type'
  | 'too-long'
  | 'too-short'
  | 'hostile-character'
  | 'number-out-of-range'
  | 'odd-number-text'
  | 'not-in-enum'
  | 'deep-nesting'
  | 'at-the-bound';

export type Breakage =
  | { kind: 'missing' }
  | { kind: 'unknown-field'; key: string; value: unknown }
  | { kind: Exclude<BreakKind, 'missing' | 'unknown-field'>; value: unknown };

/** Characters that broke servers before: NUL and lone surrogates (PostgreSQL refuses them), controls, bidi, emoji. */
export const HOSTILE_CHARACTERS: readonly string[] = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\ud83d',
  '\u0001',
  '\u0008',
  '\u001b',
  '\u007f',
  '\u0085',
  '\r\n',
  '\u200f',
  '\u202e',
  '\u2028',
  '\ufeff',
  '\ufffe',
  '\u{10ffff}',
  '\u{1F600}',
  '\u{1F469}\u200d\u{1F4BB}',
  'e\u0301',
];

/** Lengths beyond bounds the attack found (201, 1000, 10,000), and just past the field's own maximum. */
const FAR_LENGTHS = [201, 1_000, 10_000];

const unique = <T>(values: T[]) => [...new Set(values)];

const stringBounds = (node: JsonSchemaNode) => {
  const strings = alternatives(node).filter((alternative) => alternative.type === 'string');
  const max = Math.max(...strings.map((alternative) => alternative.maxLength ?? -1));
  const min = Math.min(...strings.map((alternative) => alternative.minLength ?? 0));
  return { max: max >= 0 ? max : undefined, min: Number.isFinite(min) ? min : 0 };
};

const numberBounds = (node: JsonSchemaNode) =>
  alternatives(node).flatMap((alternative) =>
    [alternative.minimum, alternative.maximum, alternative.exclusiveMinimum, alternative.exclusiveMaximum].filter(
      (bound): bound is number => bound !== undefined,
    ),
  );

/** Units a long string is made of; a URL or header carries ASCII only (10,000 emoji would not fit in a URL). */
const longUnits = (carrier: Carrier) => (carrier === 'json' ? ['x', 'é', '\u{1F600}', ' ', '9'] : ['x', '9']);

function tooLong(node: JsonSchemaNode, example: unknown, carrier: Carrier): fc.Arbitrary<Breakage> {
  const { max } = stringBounds(node);
  const lengths = unique([...(max === undefined ? [] : [max + 1, max + 2]), ...FAR_LENGTHS])
    .filter((length) => max === undefined || length > max)
    .sort((a, b) => a - b);
  const base = typeof example === 'string' && example.length > 0 ? example : 'x';
  return fc
    .record({
      length: fc.constantFrom(...lengths),
      unit: fc.constantFrom(...longUnits(carrier)),
      // Padding the valid value keeps its shape (an email stays an email), so only the length is wrong.
      shape: fc.constantFrom('repeat', 'pad-start', 'pad-end'),
    })
    .map(({ length, unit, shape }): Breakage => {
      const filler = (count: number) => unit.repeat(Math.max(1, Math.ceil(count / unit.length)));
      const value =
        shape === 'repeat'
          ? filler(length)
          : shape === 'pad-start'
            ? filler(length - base.length) + base
            : base + filler(length - base.length);
      return { kind: 'too-long', value };
    });
}

function tooShort(node: JsonSchemaNode, example: unknown): fc.Arbitrary<Breakage> | undefined {
  const { min } = stringBounds(node);
  if (min === 0) return undefined;
  const base = typeof example === 'string' ? example : '';
  const values = unique(['', base.slice(0, min - 1), ' '.repeat(min + 2), `\t${base.slice(0, min - 1)}\n`]);
  return fc.constantFrom(...values).map((value): Breakage => ({ kind: 'too-short', value }));
}

function hostileCharacters(example: unknown): fc.Arbitrary<Breakage> {
  const base = typeof example === 'string' && example.length > 0 ? example : 'text';
  return fc
    .record({
      character: fc.constantFrom(...HOSTILE_CHARACTERS),
      place: fc.constantFrom('end', 'start', 'middle', 'alone', 'repeated'),
    })
    .map(({ character, place }): Breakage => {
      const middle = Math.floor(base.length / 2);
      const value =
        place === 'end'
          ? base + character
          : place === 'start'
            ? character + base
            : place === 'middle'
              ? base.slice(0, middle) + character + base.slice(middle)
              : place === 'alone'
                ? character
                : character.repeat(8);
      return { kind: 'hostile-character', value };
    });
}

/** Numbers that do not fit: the integer column's edge, negatives, fractions, huge and tiny values. */
function outOfRangeNumbers(node: JsonSchemaNode): fc.Arbitrary<Breakage> {
  const bounds = numberBounds(node);
  const values = unique([
    ...bounds.flatMap((bound) => [bound + 1, bound - 1, bound + 0.5]),
    2_147_483_648,
    2_147_483_647,
    4_294_967_296,
    -2_147_483_649,
    -1,
    0,
    1.5,
    0.1,
    1e308,
    -1e308,
    1e-300,
    1e21,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
  ]);
  return fc.constantFrom(...values).map((value): Breakage => ({ kind: 'number-out-of-range', value }));
}

/** Text that looks like a number to someone: for number fields a wrong type, for digit-only ids a bad id. */
const NUMBER_TEXTS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e3',
  '0x10',
  '0b1',
  '1.0',
  '1.5',
  '+1',
  '-1',
  '-0',
  ' 1',
  '1 ',
  '1_000',
  '1,000',
  '\uff11',
  '\u0663',
  '0',
  '00',
  '2147483648',
  '4294967296',
  '9999999999',
  '99999999999',
  '9'.repeat(400),
  `${'0'.repeat(11)}1`,
  '',
];

const oddNumberText = (example: unknown): fc.Arbitrary<Breakage> =>
  fc
    .constantFrom(...unique([...NUMBER_TEXTS, ...(typeof example === 'number' ? [String(example)] : [])]))
    .map((value): Breakage => ({ kind: 'odd-number-text', value }));

/** Values of every other JSON type, including the example wrapped in an array or an object. */
function wrongTypes(example: unknown, carrier: Carrier): fc.Arbitrary<Breakage> {
  const values: unknown[] = [null, true, false, 0, 1, -1, '', 'true', 'null', [], {}, [example], { value: example }];
  if (typeof example !== 'string' && example !== undefined) values.push(String(example));
  if (carrier === 'json') values.push([example, example], { [String(example)]: example });
  return fc.constantFrom(...values).map((value): Breakage => ({ kind: 'wrong-type', value }));
}

/** Arrays in arrays and objects in objects, down to the example: parsers and validators that recurse. */
function deepNesting(example: unknown): fc.Arbitrary<Breakage> {
  return fc
    .record({ depth: fc.constantFrom(2, 16, 256, 1_000), container: fc.constantFrom('array', 'object') })
    .map(({ depth, container }): Breakage => {
      let value: unknown = example ?? 'x';
      for (let level = 0; level < depth; level += 1) value = container === 'array' ? [value] : { a: value };
      return { kind: 'deep-nesting', value };
    });
}

function notInEnum(node: JsonSchemaNode): fc.Arbitrary<Breakage> | undefined {
  const options = alternatives(node).flatMap((alternative) => alternative.enum ?? []);
  const texts = options.filter((option): option is string => typeof option === 'string');
  if (texts.length === 0) return undefined;
  const values = unique([
    ...texts.flatMap((option) => [
      option.toUpperCase(),
      ` ${option}`,
      `${option} `,
      `${option}\u0000`,
      option.slice(0, -1),
      `${option}s`,
    ]),
    // Names every JavaScript object has: an enum looked up in a plain object would accept them.
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'valueOf',
  ]);
  return fc.constantFrom(...values).map((value): Breakage => ({ kind: 'not-in-enum', value }));
}

/** Keys the schema does not know: mass assignment (price, isAdmin), prototype names, odd text. */
function unknownField(node: JsonSchemaNode, carrier: Carrier): fc.Arbitrary<Breakage> {
  const known = alternatives(node).flatMap((alternative) => Object.keys(alternative.properties ?? {}));
  const keys = unique([
    'extra',
    'id',
    'userId',
    'price',
    'total',
    'status',
    'isAdmin',
    'role',
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    '',
    ' ',
    '\u0000',
    '\ud800',
    '\u{1F600}',
    'a'.repeat(1_000),
    ...known.flatMap((key) => [key.toUpperCase(), `${key} `, `${key}\u0000`]),
  ]);
  const values: unknown[] = carrier === 'json' ? [1, 'x', null, true, [], {}, 'x'.repeat(10_000)] : ['1', 'x', ''];
  return fc
    .record({ key: fc.constantFrom(...keys), value: fc.constantFrom(...values) })
    .map(({ key, value }): Breakage => ({ kind: 'unknown-field', key, value }));
}

/**
 * Hostile values a schema may well accept, for the complement property: hostile characters in text
 * (an emoji, a right-to-left mark, a control character), and values right at a field's limits,
 * which the database must then store: the longest string in units of one to four UTF-8 bytes (a
 * column counting differently from zod's UTF-16 units fails here) and the extreme numbers. Where
 * the schema sets no maximum, long strings: a field left unbounded is found by its column.
 */
export function acceptableHostileValuesFor(
  field: InputField,
  example: unknown,
  carrier: Carrier,
): fc.Arbitrary<Breakage> | undefined {
  const types = acceptedTypes(field.node);
  const options: fc.Arbitrary<Breakage>[] = [];
  if (types.has('string')) {
    const { max } = stringBounds(field.node);
    const lengths = max === undefined ? (carrier === 'json' ? [1_000, 10_000] : [1_000, 4_000]) : [max];
    const units = carrier === 'json' ? ['x', 'é', '中', '\u{1F600}', 'e\u0301'] : ['x', '9'];
    const base = typeof example === 'string' ? example : '';
    options.push(
      hostileCharacters(example),
      fc
        .record({ length: fc.constantFrom(...lengths), unit: fc.constantFrom(...units), keepShape: fc.boolean() })
        .map(({ length, unit, keepShape }): Breakage => {
          const fill = (count: number) => unit.repeat(Math.max(0, Math.floor(count / unit.length)));
          // Filling before the example keeps its shape (an email stays an email) at the full length.
          const value = keepShape && base.length < length ? fill(length - base.length) + base : fill(length);
          return { kind: 'at-the-bound', value };
        }),
    );
  }
  if (types.has('number')) {
    const bounds = numberBounds(field.node);
    if (bounds.length > 0)
      options.push(fc.constantFrom(...bounds).map((value): Breakage => ({ kind: 'at-the-bound', value })));
    // Accepted only where the schema sets no range: then the integer column must not be the limit.
    options.push(outOfRangeNumbers(field.node));
  }
  return options.length > 0 ? fc.oneof(...options) : undefined;
}

/**
 * Every way to break one field. What a carrier cannot express is left out: a path segment cannot
 * be missing or gain a sibling, a URL cannot nest, and the whole query or path is no value at all.
 */
export function breakagesFor(
  field: InputField,
  example: unknown,
  carrier: Carrier,
): fc.Arbitrary<Breakage> | undefined {
  const types = acceptedTypes(field.node);
  const isRoot = field.path.length === 0;
  const options: fc.Arbitrary<Breakage>[] = [];
  const urlRoot = isRoot && (carrier === 'query' || carrier === 'path');

  if (types.has('object') && carrier !== 'path' && carrier !== 'header')
    options.push(unknownField(field.node, carrier));
  if (urlRoot) return options.length > 0 ? fc.oneof(...options) : undefined;

  if (field.required && carrier !== 'path') options.push(fc.constant<Breakage>({ kind: 'missing' }));
  options.push(wrongTypes(example, carrier));
  if (types.has('string') || types.has('number')) {
    options.push(tooLong(field.node, example, carrier), hostileCharacters(example), oddNumberText(example));
    options.push(outOfRangeNumbers(field.node));
  }
  const short = tooShort(field.node, example);
  if (short) options.push(short);
  const enumBreakers = notInEnum(field.node);
  if (enumBreakers) options.push(enumBreakers);
  if (carrier === 'json') options.push(deepNesting(example));
  return fc.oneof(...options);
}
