// Walks a zod 4 schema and names every part that does not say what it holds: z.any, z.unknown,
// z.custom, an object that lets unknown keys through (z.looseObject, .passthrough(), a
// catchall of any or unknown) and one-way .transform()s (a response is encoded, and a
// transform cannot be run backwards). Used by tests/api/response-schemas.test.ts.

type Def = {
  type: string;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  element?: Schema;
  innerType?: Schema;
  options?: Schema[];
  left?: Schema;
  right?: Schema;
  keyType?: Schema;
  valueType?: Schema;
  items?: Schema[];
  rest?: Schema | null;
  in?: Schema;
  out?: Schema;
  getter?: () => Schema;
};
type Schema = { _zod: { def: Def } };

const OPEN = new Set(['any', 'unknown', 'custom']);

/** Paths inside `schema` (e.g. `items[].email`) that are open; empty when the schema is closed. */
export function openParts(schema: unknown, path = '(root)'): string[] {
  const found: string[] = [];
  const seen = new Set<Schema>();
  const walk = (node: Schema | null | undefined, where: string): void => {
    if (!node) return;
    if (!node._zod?.def) {
      found.push(`${where} (not a zod schema)`);
      return;
    }
    if (seen.has(node)) return;
    seen.add(node);
    const def = node._zod.def;
    if (OPEN.has(def.type)) found.push(`${where} is z.${def.type}()`);
    if (def.type === 'transform') found.push(`${where} is a one-way .transform()`);
    switch (def.type) {
      case 'object':
        for (const [key, value] of Object.entries(def.shape ?? {})) walk(value, `${where}.${key}`);
        if (def.catchall && OPEN.has(def.catchall._zod.def.type))
          found.push(`${where} lets unknown keys through (looseObject, passthrough or catchall)`);
        else walk(def.catchall, `${where}.*`);
        return;
      case 'array':
        return walk(def.element, `${where}[]`);
      case 'set':
        return walk(def.valueType, `${where}[]`);
      case 'record':
      case 'map':
        walk(def.keyType, `${where}.<key>`);
        return walk(def.valueType, `${where}.<value>`);
      case 'tuple':
        def.items?.forEach((item, i) => walk(item, `${where}[${i}]`));
        return walk(def.rest, `${where}[...]`);
      case 'union':
        return def.options?.forEach((option, i) => walk(option, `${where}|${i}`));
      case 'intersection':
        walk(def.left, where);
        return walk(def.right, where);
      case 'pipe':
        walk(def.in, where);
        return walk(def.out, where);
      case 'lazy':
        return walk(def.getter?.(), where);
      default:
        // optional, nullable, default, prefault, catch, readonly, nonoptional, promise...
        return walk(def.innerType, where);
    }
  };
  walk(schema as Schema, path);
  return found;
}
