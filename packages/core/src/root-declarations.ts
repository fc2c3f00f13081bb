import type { JSONSchema } from "./json-schema.js";
import { compilePattern } from "./re2-engine.js";

/**
 * Top-level declarations for ToolForm's unknown-argument rule: keys declared
 * at the root (also through allOf/anyOf/oneOf/$ref/if-then-else), and root
 * patternProperties. `null` when the rule does not apply (no `properties`, or
 * the schema itself decides with `additionalProperties`/`unevaluatedProperties`).
 *
 * @example
 * compileSchema({ properties: { a: {} } }).root?.names.has("a"); // true
 */
export interface RootDeclarations {
  readonly names: ReadonlySet<string>;
  readonly patterns: readonly { test(input: string): boolean }[];
}

function isObject(value: unknown): value is JSONSchema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * What the unknown-argument rule reads of a schema's root (see
 * {@link RootDeclarations}), or `null` when the rule does not apply.
 *
 * @example
 * rootDeclarations({ properties: { a: {} } })?.names.has("a"); // true
 */
export function rootDeclarations(document: JSONSchema): RootDeclarations | null {
  // A root that is only a `$ref` (as some generators emit) declares through its target.
  let schema = document;
  for (
    let hops = 0;
    !isObject(schema.properties) && typeof schema.$ref === "string" && hops < 8;
    hops++
  ) {
    if (schema.additionalProperties !== undefined || schema.unevaluatedProperties !== undefined) {
      return null;
    }
    const target = resolveLocalRef(document, schema.$ref);
    if (!isObject(target)) return null;
    schema = target;
  }
  if (!isObject(schema.properties)) return null;
  if (schema.additionalProperties !== undefined || schema.unevaluatedProperties !== undefined) {
    return null;
  }
  const names = new Set<string>();
  const patterns: { test(input: string): boolean }[] = [];
  const seen = new Set<JSONSchema>();
  const visit = (node: unknown, depth: number): void => {
    if (!isObject(node) || seen.has(node) || depth > 16) return;
    seen.add(node);
    if (isObject(node.properties)) for (const key of Object.keys(node.properties)) names.add(key);
    if (isObject(node.patternProperties)) {
      for (const source of Object.keys(node.patternProperties)) {
        const compiled = compilePattern(source);
        if (compiled !== null) patterns.push(compiled);
      }
    }
    // Another layer that admits extra keys means the author allowed them.
    if (
      node !== schema &&
      (node.additionalProperties === true || isObject(node.additionalProperties))
    ) {
      patterns.push({ test: () => true });
    }
    for (const keyword of ["allOf", "anyOf", "oneOf"] as const) {
      const branches = node[keyword];
      if (Array.isArray(branches)) for (const branch of branches) visit(branch, depth + 1);
    }
    for (const keyword of ["if", "then", "else"] as const) visit(node[keyword], depth + 1);
    if (typeof node.$ref === "string") visit(resolveLocalRef(document, node.$ref), depth + 1);
  };
  visit(schema, 0);
  return { names, patterns };
}

/**
 * Resolves a same-document `$ref` (`#/definitions/x`, `#/$defs/x`); anything
 * else (remote, anchors) is `undefined`: the caller treats it as unknown.
 *
 * @example
 * resolveLocalRef({ $defs: { a: { type: "string" } } }, "#/$defs/a"); // { type: "string" }
 */
export function resolveLocalRef(root: JSONSchema, ref: string): unknown {
  if (ref === "#") return root;
  if (!ref.startsWith("#/")) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split("/")) {
    const key = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~");
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    if (!Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
