/**
 * Zod reports a record's key, or anything else the caller chose, as part of an issue's path.
 * Walking the schema along that path keeps only the segments the schema itself names (object
 * fields, array positions) and puts a placeholder where the caller's own text would appear.
 */

/** Stands for a key the caller chose; the key itself is never repeated. */
export const CALLER_KEY = '*';

interface SchemaDef {
  type: string;
  shape?: Record<string, SchemaNode>;
  element?: SchemaNode;
  innerType?: SchemaNode;
  in?: SchemaNode;
  valueType?: SchemaNode;
  options?: SchemaNode[];
  left?: SchemaNode;
  right?: SchemaNode;
  items?: SchemaNode[];
  rest?: SchemaNode | null;
  getter?: () => SchemaNode;
}
interface SchemaNode {
  _zod: { def: SchemaDef };
}

const isSchema = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof (value as SchemaNode)._zod?.def === 'object';

/** The concrete schemas a node stands for: wrappers (optional, default, pipe, lazy, …) removed, unions spread. */
function concrete(node: SchemaNode | undefined | null, depth = 0): SchemaNode[] {
  if (!node || depth > 32) return [];
  const def = node._zod.def;
  if (def.innerType) return concrete(def.innerType, depth + 1);
  if (def.type === 'pipe') return concrete(def.in, depth + 1);
  if (def.type === 'lazy' && def.getter) return concrete(def.getter(), depth + 1);
  if (def.options) return def.options.flatMap((option) => concrete(option, depth + 1));
  if (def.type === 'intersection') return [...concrete(def.left, depth + 1), ...concrete(def.right, depth + 1)];
  return [node];
}

function childrenAt(nodes: SchemaNode[], segment: PropertyKey): { named: boolean; next: SchemaNode[] } {
  const next: SchemaNode[] = [];
  let named = false;
  for (const node of nodes) {
    const def = node._zod.def;
    if (typeof segment === 'number') {
      if (def.element) next.push(...concrete(def.element));
      if (def.items) next.push(...concrete(def.items[segment] ?? def.rest));
    } else if (def.shape && Object.hasOwn(def.shape, segment)) {
      named = true;
      next.push(...concrete(def.shape[String(segment)]));
    } else if (def.type === 'record') {
      next.push(...concrete(def.valueType));
    }
  }
  return { named, next };
}

/**
 * `path` joined with dots, each segment kept only where the schema names it: array positions
 * and declared fields stay, anything else (a record's key, a field the schema does not know)
 * becomes CALLER_KEY.
 */
export function schemaPath(schema: unknown, path: readonly PropertyKey[]): string {
  let nodes = isSchema(schema) ? concrete(schema) : [];
  const parts: string[] = [];
  for (const segment of path) {
    const { named, next } = childrenAt(nodes, segment);
    parts.push(typeof segment === 'number' || named ? String(segment) : CALLER_KEY);
    nodes = next;
  }
  return parts.join('.');
}
