// Queries compiled once per shape, for the paths every widget asks many times a minute. A query's shape is what
// decides its SQL text: which conditions it has and how long its lists are. Building, scoping and compiling it
// costs more than running most of them, and gives the same text every time; only the values differ. So a shape is
// compiled once with placeholders for its values — the tenant scope's organisation and environment among them,
// which the scope (scope.ts) puts in the query as parameters — and each run binds the request's values and its own
// credential's scope in their places. A shape compiled for one tenant serves another only with that other
// tenant's ids bound; a placeholder left unbound refuses to run.
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.js';
import { scoped, scopeOf, type ScopedDb, type TenantScope } from './scope.js';

/** How a placeholder's parameter begins: a NUL, which no id, limit or token claim holds. */
const PLACEHOLDER = '\u0000bound:';
const SCOPE_NAMES = { organizationId: 'scope.organizationId', environmentId: 'scope.environmentId' } as const;
/** Shapes kept per database; least recently compiled first out (lists of many lengths make many shapes). */
const SHAPES_KEPT = 500;

/** Names the places of the values a run binds: one value, or a list of `length` values. */
export interface Placeholders {
  value<T>(name: string): T;
  list<T>(name: string, length: number): T[];
}

const placeholders: Placeholders = {
  value: <T>(name: string) => `${PLACEHOLDER}${name}` as unknown as T,
  list: <T>(name: string, length: number) =>
    Array.from({ length }, (_, i) => `${PLACEHOLDER}${name}.${i}` as unknown as T),
};

interface Compiled<Row> {
  query: CompiledQuery<Row>;
  /** Per parameter, the name of the value bound there, or undefined for a value compiled into the shape. */
  names: (string | undefined)[];
}

/** The value named `name` among `values` and the scope's ids, or a refusal: no placeholder runs unbound. */
function valueNamed(name: string, values: Readonly<Record<string, unknown>>, scope: TenantScope | undefined) {
  if (name === SCOPE_NAMES.organizationId || name === SCOPE_NAMES.environmentId) {
    const id = name === SCOPE_NAMES.organizationId ? scope?.organizationId : scope?.environmentId;
    if (id === undefined) throw new Error(`A compiled query's ${name} has no scope to bind`);
    return id;
  }
  const dot = name.lastIndexOf('.');
  const listed = dot > 0 ? values[name.slice(0, dot)] : undefined;
  const value = Array.isArray(listed) ? listed[Number(name.slice(dot + 1))] : values[name];
  if (value === undefined) throw new Error(`A compiled query's value ${name} is not bound`);
  return value;
}

/**
 * A query built by `build` for a shape and compiled once per shape (`keyOf` names it) and per database; each run
 * binds `values` (lists by name) and the scope of the database it runs on.
 */
export function compiledPerShape<Shape, Row>(
  keyOf: (shape: Shape) => string,
  build: (db: ScopedDb, shape: Shape, bound: Placeholders) => Compilable<Row>,
) {
  const compiledFor = new WeakMap<Kysely<Database>, Map<string, Compiled<Row>>>();

  function compile(root: Kysely<Database>, scope: TenantScope, shape: Shape): Compiled<Row> {
    // The scope's kind (organisation, environment or both) is part of the shape: its conditions differ.
    const placeholderScope = {
      ...(scope.organizationId !== undefined && {
        organizationId: placeholders.value(SCOPE_NAMES.organizationId),
      }),
      ...(scope.environmentId !== undefined && {
        environmentId: placeholders.value(SCOPE_NAMES.environmentId),
      }),
    } as TenantScope;
    const query = build(scoped(root, placeholderScope), shape, placeholders).compile();
    const names = query.parameters.map((parameter) =>
      typeof parameter === 'string' && parameter.startsWith(PLACEHOLDER)
        ? parameter.slice(PLACEHOLDER.length)
        : undefined,
    );
    return { query, names };
  }

  return async function run(
    db: ScopedDb,
    shape: Shape,
    values: Readonly<Record<string, unknown>>,
  ): Promise<Row[]> {
    const { root, scope } = scopeOf(db);
    let shapes = compiledFor.get(root);
    if (!shapes) compiledFor.set(root, (shapes = new Map()));
    const key = `${scope.organizationId === undefined ? '' : 'o'}${scope.environmentId === undefined ? '' : 'e'}:${keyOf(shape)}`;
    let compiled = shapes.get(key);
    if (!compiled) {
      compiled = compile(root, scope, shape);
      if (shapes.size >= SHAPES_KEPT) shapes.delete(shapes.keys().next().value!);
      shapes.set(key, compiled);
    }
    const { query, names } = compiled;
    const parameters = query.parameters.map((parameter, i) => {
      const name = names[i];
      return name === undefined ? parameter : valueNamed(name, values, scope);
    });
    const result = await db.executeQuery<Row>({ ...query, parameters });
    return result.rows;
  };
}
