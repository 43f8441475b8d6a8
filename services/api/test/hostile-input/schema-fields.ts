import { z } from 'zod';

/**
 * The subset of JSON Schema (draft 2020-12) that `z.toJSONSchema` writes for request schemas.
 * zod's public converter is used instead of walking `schema._zod.def`: it already resolves
 * strictObject (additionalProperties: false), optional and default (not required), pipes and
 * transforms (with io: 'input', the side the client sends), enums, unions (anyOf), coerced
 * numbers and bounds (minLength, maximum...), and it is a documented API that survives upgrades.
 */
export interface JsonSchemaNode {
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  additionalProperties?: boolean | JsonSchemaNode;
  items?: JsonSchemaNode;
  prefixItems?: JsonSchemaNode[];
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  allOf?: JsonSchemaNode[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

export type FieldPath = readonly (string | number)[];

/** One place in an input that can be broken: the root, an object property or an array item. */
export interface InputField {
  path: FieldPath;
  node: JsonSchemaNode;
  /** Leaving it out is an error (optional and defaulted fields are not required). */
  required: boolean;
}

/** What the client must send for `schema`, as JSON Schema. */
export function inputJsonSchema(schema: z.ZodType): JsonSchemaNode {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode;
}

/** A node's alternatives: a union is any of its members; other nodes are themselves. */
export function alternatives(node: JsonSchemaNode): JsonSchemaNode[] {
  const union = node.anyOf ?? node.oneOf;
  if (union) return union.flatMap(alternatives);
  if (node.allOf) return [Object.assign({}, ...node.allOf) as JsonSchemaNode];
  return [node];
}

const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'null', 'object', 'array'] as const;
export type JsonType = (typeof JSON_TYPES)[number];

const typeOfValue = (value: unknown): JsonType =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number'
        ? 'number'
        : (typeof value as JsonType);

/** The JSON types a node accepts; a node that says nothing (unrepresentable, `any`) accepts all. */
export function acceptedTypes(node: JsonSchemaNode): Set<JsonType> {
  const types = new Set<JsonType>();
  for (const alternative of alternatives(node)) {
    if (alternative.enum) alternative.enum.forEach((value) => types.add(typeOfValue(value)));
    else if ('const' in alternative) types.add(typeOfValue(alternative.const));
    else if (alternative.type === undefined) JSON_TYPES.forEach((type) => types.add(type));
    else [alternative.type].flat().forEach((type) => types.add(type as JsonType));
  }
  if (types.has('integer')) types.add('number');
  return types;
}

/** The object alternative of a node, if it has one (to find its properties). */
const objectAlternative = (node: JsonSchemaNode) =>
  alternatives(node).find((alternative) => alternative.properties !== undefined);

const arrayAlternative = (node: JsonSchemaNode) =>
  alternatives(node).find((alternative) => alternative.items !== undefined);

/**
 * Every field of an input, root first, walking objects and arrays (one array item is enough: every
 * item has the same schema). `example` gives array lengths; properties absent from it are still
 * listed, since an optional field can be broken too.
 */
export function inputFields(schema: z.ZodType, example: unknown): InputField[] {
  const fields: InputField[] = [];
  const walk = (node: JsonSchemaNode, path: FieldPath, required: boolean, value: unknown) => {
    fields.push({ path, node, required });
    const object = objectAlternative(node);
    if (object?.properties) {
      const present = (value ?? {}) as Record<string, unknown>;
      for (const [key, child] of Object.entries(object.properties)) {
        walk(child, [...path, key], object.required?.includes(key) ?? false, present[key]);
      }
    }
    const array = arrayAlternative(node);
    if (array?.items)
      walk(array.items, [...path, 0], Array.isArray(value) && value.length > 0, (value as unknown[])?.[0]);
  };
  walk(inputJsonSchema(schema), [], true, example);
  return fields;
}

/** The field's name as the API's fieldErrors write it ("shippingAddress.zipCode", "(root)"). */
export const fieldName = (path: FieldPath) => (path.length === 0 ? '(root)' : path.map(String).join('.'));
