import qs from 'qs';
import { invalidRequest, notModelled } from './errors.js';

/** A Stripe form body as nested values: `a[b][0][c]=1` is `{ a: { b: [{ c: '1' }] } }`. */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

/**
 * Parses what the SDK sends (application/x-www-form-urlencoded with bracket keys) with `qs`, the
 * parser Express itself uses; the limits are raised so that long line-item lists stay arrays.
 */
export function parseForm(body: string): FormObject {
  return qs.parse(body, { depth: 20, arrayLimit: 1000, parameterLimit: 10_000 }) as FormObject;
}

function isObject(value: FormValue | undefined): value is FormObject {
  return typeof value === 'object' && !Array.isArray(value);
}

export function optionalString(form: FormObject, key: string, param = key): string | undefined {
  const value = form[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${param} must be a string`, param);
  return value;
}

export function requiredString(form: FormObject, key: string, param = key): string {
  const value = optionalString(form, key, param);
  if (value === undefined || value === '') {
    throw invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');
  }
  return value;
}

export function optionalInteger(form: FormObject, key: string, param = key): number | undefined {
  const value = optionalString(form, key, param);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw invalidRequest(`Invalid integer: ${value}`, param, 'parameter_invalid_integer');
  return Number(value);
}

export function optionalBoolean(form: FormObject, key: string, param = key): boolean | undefined {
  const value = optionalString(form, key, param);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalidRequest(`Invalid boolean: ${value}`, param);
  return value === 'true';
}

/** A nested hash; `''` (the SDK's encoding of an emptied field) is answered as `''`. */
export function optionalObject(form: FormObject, key: string, param = key): FormObject | '' | undefined {
  const value = form[key];
  if (value === undefined || value === '') return value;
  if (!isObject(value)) throw invalidRequest(`Invalid object: ${param} must be a hash`, param);
  return value;
}

/** An indexed list (`items[0][…]`, `items[1][…]`), whether qs gave an array or an index-keyed object. */
export function optionalList(form: FormObject, key: string, param = key): FormObject[] | undefined {
  const value = form[key];
  if (value === undefined) return undefined;
  const entries = Array.isArray(value) ? value : isObject(value) ? Object.values(value) : undefined;
  if (!entries || !entries.every(isObject)) throw invalidRequest(`Invalid array: ${param}`, param);
  return entries;
}

/** A metadata hash: string values only, `''` as a whole (clear all) or as a value (unset that key). */
export function optionalMetadata(form: FormObject, key = 'metadata'): Record<string, string> | '' | undefined {
  const value = optionalObject(form, key);
  if (value === undefined || value === '') return value;
  const metadata: Record<string, string> = {};
  for (const [name, entry] of Object.entries(value)) {
    if (typeof entry !== 'string') throw invalidRequest(`Invalid metadata: ${key}[${name}] must be a string`, key);
    metadata[name] = entry;
  }
  return metadata;
}

/**
 * Refuses parameters outside `known`, as Stripe refuses unknown ones: a parameter whose effect the
 * double does not model fails the test instead of passing while doing nothing.
 */
export function onlyKnown(form: FormObject, known: readonly string[], within?: string): void {
  const unknown = Object.keys(form).find((key) => !known.includes(key));
  if (unknown !== undefined) throw notModelled(within ? `${within}[${unknown}]` : unknown);
}
