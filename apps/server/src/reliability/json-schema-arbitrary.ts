import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';

/**
 * Strings that have broken parsers, normalisers, databases and terminals before: NUL, lone
 * surrogates, direction overrides, zero-width and combining marks, expansion under NFKC,
 * SQL and path fragments, markup.
 */
export const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eevil\u202C',
  '\u200B\u200C\u200D\uFEFF',
  'e\u0301'.repeat(500),
  '\uFDFA'.repeat(200),
  '\u{1F469}\u200D\u2764\uFE0F\u200D\u{1F48B}\u200D\u{1F468}',
  'ｔｅｓｔ＠ｕｃａｌｇａｒｙ．ｃａ',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '$1',
  '%00',
  '%s%s%n',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '\r\nSet-Cookie: a=b',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  'null',
  'true',
  '__proto__',
  'constructor',
];

export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'] as const;

const typeOf = (schema: JsonSchema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  return undefined;
};

const lowerBound = (schema: JsonSchema, fallback: number): number => {
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum;
  return schema.minimum ?? fallback;
};
const upperBound = (schema: JsonSchema, fallback: number): number => {
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum;
  return schema.maximum ?? fallback;
};

/**
 * Values that satisfy the schema (as far as the generator can tell): the starting point
 * that each bad-input case then breaks in one place, so the request gets past every other
 * check and reaches the part under test.
 */
export function validValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => validValue(v, depth)));
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf) as JsonSchema, depth);
  const base = validOfType(schema, depth);
  return schema.nullable ? fc.option(base, { nil: null, freq: 5 }) : base;
}

function validOfType(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  switch (typeOf(schema) ?? 'any') {
    case 'string': {
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      if (schema.format === 'email') return fc.emailAddress();
      const minLength = schema.minLength ?? 0;
      return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 40)) });
    }
    case 'integer': {
      let min = Math.max(lowerBound(schema, -1_000), Number.MIN_SAFE_INTEGER);
      let max = Math.min(upperBound(schema, 1_000_000), Number.MAX_SAFE_INTEGER);
      if (schema.exclusiveMinimum === true || typeof schema.exclusiveMinimum === 'number') min += 1;
      if (schema.exclusiveMaximum === true || typeof schema.exclusiveMaximum === 'number') max -= 1;
      return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
    }
    case 'number': {
      const min = lowerBound(schema, -1_000_000);
      const max = upperBound(schema, 1_000_000);
      if (schema.multipleOf) {
        const step = schema.multipleOf;
        return fc
          .integer({ min: Math.ceil(min / step), max: Math.floor(max / step) })
          .map((n) => Math.round(n * step * 1e6) / 1e6);
      }
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth > 3) return fc.constant([]);
      const minLength = schema.minItems ?? 0;
      return fc.array(validValue(schema.items ?? {}, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)),
      });
    }
    case 'object': {
      if (depth > 3) return fc.constant({});
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, prop] of Object.entries(properties)) shape[key] = validValue(prop, depth + 1);
      return fc.record(shape, { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value of a JSON type other than the schema's (a string where a number goes, and so on). */
export function wrongTypeValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  const byType: Record<string, fc.Arbitrary<unknown>> = {
    string: fc.string({ maxLength: 10 }),
    number: fc.double({ noNaN: true, noDefaultInfinity: true }),
    integer: fc.integer(),
    boolean: fc.boolean(),
    object: fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
    array: fc.array(fc.integer(), { maxLength: 3 }),
  };
  const compatible: Record<string, string[]> = {
    string: ['string'],
    number: ['number', 'integer'],
    integer: ['integer'],
    boolean: ['boolean'],
    object: ['object'],
    array: ['array'],
  };
  const excluded = new Set(type ? (compatible[type] ?? [type]) : []);
  const options = Object.entries(byType)
    .filter(([t]) => !excluded.has(t) && !(type === 'integer' && t === 'number'))
    .map(([, arb]) => arb);
  if (!schema.nullable) options.push(fc.constant(null));
  return fc.oneof(...options);
}

/** Whether some value of another JSON type would be refused: the schema names a type. */
export const hasType = (schema: JsonSchema): boolean =>
  Boolean(typeOf(schema)) && !schema.anyOf && !schema.oneOf && schema.const === undefined;
