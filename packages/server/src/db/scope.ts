// The organisation scope, enforced in one place (docs/decisions/0024). A request's credential names one
// organisation, and for the management and widget APIs one environment in it; `scoped(db, scope)` is the database
// as that credential may see it. A Kysely plugin adds the tenant condition to every select, update and delete of a
// tenant-owned table (joins and subqueries included) and refuses an insert that names another tenant, so a route
// that forgets its `where environment_id = …` still reads and writes only its own rows.
import {
  AndNode,
  BinaryOperationNode,
  ColumnNode,
  JoinNode,
  type Kysely,
  type KyselyPlugin,
  OperationNodeTransformer,
  OperatorNode,
  type OperationNode,
  ParensNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  ReferenceNode,
  type RootOperationNode,
  type SelectQueryNode,
  TableNode,
  type UnknownRow,
  type UpdateQueryNode,
  type DeleteQueryNode,
  type InsertQueryNode,
  ValueNode,
  WhereNode,
} from 'kysely';
import type { Database } from './schema.js';
import type { Environment } from './tables/platform.js';

/**
 * Who a credential acts for: one organisation (a member), or one environment of it (management and widget calls);
 * the engine, running one environment's jobs, knows the environment only.
 */
export type TenantScope =
  { organizationId: string; environmentId?: string } | { organizationId?: undefined; environmentId: string };

/** The tables whose rows belong to one environment, by their `environment_id`. */
export const ENVIRONMENT_TABLES = [
  'api_keys',
  'execution_logs',
  'feeds',
  'idempotency_keys',
  'integrations',
  'jobs',
  'layouts',
  'messages',
  'notification_groups',
  'notifications',
  'outbox',
  'subscriber_channels',
  'subscriber_preferences',
  'subscribers',
  'tenants',
  'topics',
  'translation_groups',
  'workflows',
] as const satisfies readonly (keyof Database)[];

/** The tables whose rows belong to one organisation, and the column that names it. */
export const ORGANIZATION_TABLES = {
  environments: 'organization_id',
  members: 'organization_id',
  organizations: 'id',
} as const satisfies Partial<Record<keyof Database, string>>;

const environmentTables: ReadonlySet<string> = new Set(ENVIRONMENT_TABLES);
const organizationColumn = (table: string): string | undefined =>
  (ORGANIZATION_TABLES as Record<string, string>)[table];

declare const scopeBrand: unique symbol;
/** The database as one credential may see it; only `scoped` makes one. */
export type ScopedDb = Kysely<Database> & { readonly [scopeBrand]: TenantScope };

/** A write that would put a row in, or move it to, another organisation or environment. */
export class OutOfScopeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutOfScopeError';
  }
}

const scopes = new WeakMap<object, { db: Kysely<Database>; scope: TenantScope }>();

/** `db` limited to the tenant rows of `scope`. */
export function scoped(db: Kysely<Database>, scope: TenantScope): ScopedDb {
  const limited = db.withPlugin(new ScopeToTenant(scope)) as ScopedDb;
  scopes.set(limited, { db, scope });
  return limited;
}

/** The unscoped database a scoped one was made from, and its scope. */
export function scopeOf(db: ScopedDb): { root: Kysely<Database>; scope: TenantScope } {
  const entry = scopes.get(db);
  if (!entry) throw new Error('Not a scoped database');
  return { root: entry.db, scope: entry.scope };
}

/** Runs `work` in one transaction of `db`, its queries scoped like `db`'s. */
export function inTransaction<T>(db: ScopedDb, work: (trx: ScopedDb) => Promise<T>): Promise<T> {
  const entry = scopes.get(db);
  if (!entry) throw new Error('Not a scoped database');
  return db.transaction().execute((trx) => {
    const limited = trx as unknown as ScopedDb;
    scopes.set(limited, entry);
    return work(limited);
  });
}

/** `db` limited to one environment whose row is at hand (the engine's work for it, a session it opened). */
export function forEnvironment(
  db: Kysely<Database>,
  environment: Pick<Environment, 'id' | 'organization_id'>,
) {
  return scoped(db, { organizationId: environment.organization_id, environmentId: environment.id });
}

/**
 * An organisation-wide database narrowed to one of its environments (a member managing an environment's keys),
 * or undefined when the organisation has no such environment.
 */
export async function inEnvironment(db: ScopedDb, environmentId: string): Promise<ScopedDb | undefined> {
  const entry = scopes.get(db);
  if (!entry) throw new Error('Not a scoped database');
  const environment = await db
    .selectFrom('environments')
    .select('id')
    .where('id', '=', environmentId)
    .executeTakeFirst();
  return environment ? scoped(entry.db, { ...entry.scope, environmentId: environment.id }) : undefined;
}

const column = (table: string, name: string) =>
  ReferenceNode.create(ColumnNode.create(name), TableNode.create(table));
const equals = (left: OperationNode, value: unknown) =>
  BinaryOperationNode.create(left, OperatorNode.create('='), ValueNode.create(value));

/** `table` and the name its columns are referred to by, for a plain (possibly aliased) table reference. */
function tableOf(node: OperationNode): { table: string; reference: string } | undefined {
  if (node.kind === 'TableNode') {
    const name = (node as TableNode).table.identifier.name;
    return { table: name, reference: name };
  }
  if (node.kind === 'AliasNode') {
    const alias = node as OperationNode & { node: OperationNode; alias: OperationNode };
    if (alias.node.kind !== 'TableNode' || alias.alias.kind !== 'IdentifierNode') return undefined;
    const name = (alias.node as TableNode).table.identifier.name;
    return { table: name, reference: (alias.alias as OperationNode & { name: string }).name };
  }
  return undefined;
}

class TenantConditions extends OperationNodeTransformer {
  /**
   * Queries this scope has already given their conditions. A subquery built on the scoped database is scoped when
   * it is put into the outer query, and met again when the outer one is: it is left as it is then, rather than
   * given every condition a second time.
   */
  private readonly scopedQueries = new WeakSet<OperationNode>();

  constructor(private readonly scope: TenantScope) {
    super();
  }

  private remember<T extends OperationNode>(node: T): T {
    this.scopedQueries.add(node);
    return node;
  }

  /** The condition a reference to `node` must meet, or undefined for a table no tenant owns. */
  private condition(node: OperationNode): OperationNode | undefined {
    const found = tableOf(node);
    if (!found) return undefined;
    const { organizationId, environmentId } = this.scope;
    const organizationKey = organizationColumn(found.table);
    if (organizationKey) {
      const key = column(found.reference, organizationKey);
      if (organizationId !== undefined) return equals(key, organizationId);
      // An environment's work (a job of the engine): the one organisation that environment belongs to.
      if (found.table === 'environments') return equals(column(found.reference, 'id'), environmentId);
      return BinaryOperationNode.create(key, OperatorNode.create('in'), this.environments('organization_id'));
    }
    if (!environmentTables.has(found.table)) return undefined;
    const environment = column(found.reference, 'environment_id');
    if (environmentId !== undefined) return equals(environment, environmentId);
    // A member acts across the environments of their organisation.
    return BinaryOperationNode.create(environment, OperatorNode.create('in'), this.environments('id'));
  }

  /** `select <selected> from environments` of the scope's organisation, or of its one environment. */
  private environments(selected: 'id' | 'organization_id'): SelectQueryNode {
    const { organizationId, environmentId } = this.scope;
    const where =
      organizationId !== undefined
        ? equals(column('environments', 'organization_id'), organizationId)
        : equals(column('environments', 'id'), environmentId);
    return {
      kind: 'SelectQueryNode',
      from: { kind: 'FromNode', froms: [TableNode.create('environments')] },
      selections: [{ kind: 'SelectionNode', selection: column('environments', selected) }],
      where: WhereNode.create(where),
    } as SelectQueryNode;
  }

  private withConditions<T extends SelectQueryNode | UpdateQueryNode | DeleteQueryNode>(
    node: T,
    tables: readonly OperationNode[],
  ): T {
    const conditions = tables.map((table) => this.condition(table)).filter((c) => c !== undefined);
    const joins = node.joins?.map((join) => {
      const condition = this.condition(join.table);
      return condition ? JoinNode.cloneWithOn(join, condition) : join;
    });
    if (conditions.length === 0 && joins === node.joins) return node;
    let where: OperationNode | undefined = node.where ? ParensNode.create(node.where.where) : undefined;
    for (const condition of conditions) where = where ? AndNode.create(where, condition) : condition;
    return { ...node, ...(joins && { joins }), ...(where && { where: WhereNode.create(where) }) };
  }

  protected override transformSelectQuery(node: SelectQueryNode, queryId?: never): SelectQueryNode {
    if (this.scopedQueries.has(node)) return node;
    const transformed = super.transformSelectQuery(node, queryId);
    return this.remember(this.withConditions(transformed, transformed.from?.froms ?? []));
  }

  protected override transformUpdateQuery(node: UpdateQueryNode, queryId?: never): UpdateQueryNode {
    if (this.scopedQueries.has(node)) return node;
    const transformed = super.transformUpdateQuery(node, queryId);
    this.refuseMoves(transformed);
    return this.remember(
      this.withConditions(transformed, [
        ...(transformed.table ? [transformed.table] : []),
        ...(transformed.from?.froms ?? []),
      ]),
    );
  }

  protected override transformDeleteQuery(node: DeleteQueryNode, queryId?: never): DeleteQueryNode {
    if (this.scopedQueries.has(node)) return node;
    const transformed = super.transformDeleteQuery(node, queryId);
    return this.remember(
      this.withConditions(transformed, [...transformed.from.froms, ...(transformed.using?.tables ?? [])]),
    );
  }

  protected override transformInsertQuery(node: InsertQueryNode, queryId?: never): InsertQueryNode {
    const transformed = super.transformInsertQuery(node, queryId);
    const table = transformed.into ? tableOf(transformed.into)?.table : undefined;
    if (!table) return transformed;
    const key = organizationColumn(table) ?? (environmentTables.has(table) ? 'environment_id' : undefined);
    if (!key) return transformed;
    const expected = key === 'environment_id' ? this.scope.environmentId : this.scope.organizationId;
    if (expected === undefined) throw new OutOfScopeError(`Rows of ${table} are written in one environment`);
    const index = transformed.columns?.findIndex((c) => c.column.name === key) ?? -1;
    const rows =
      transformed.values?.kind === 'ValuesNode' ? (transformed.values as ValuesNode).values : undefined;
    if (index < 0 || !rows) throw new OutOfScopeError(`A row of ${table} names its ${key}`);
    for (const row of rows) {
      const value = row.kind === 'PrimitiveValueListNode' ? row.values[index] : valueOf(row.values[index]);
      if (value !== expected) throw new OutOfScopeError(`A row of ${table} for another tenant`);
    }
    return transformed;
  }

  /** An update may not set a row's tenant column to another tenant. */
  private refuseMoves(node: UpdateQueryNode) {
    const table = node.table ? tableOf(node.table)?.table : undefined;
    if (!table) return;
    const key = organizationColumn(table) ?? (environmentTables.has(table) ? 'environment_id' : undefined);
    const set = node.updates?.find((update) => (update.column as ColumnNode).column.name === key);
    if (!set) return;
    const expected = key === 'environment_id' ? this.scope.environmentId : this.scope.organizationId;
    if (expected === undefined || valueOf(set.value) !== expected) {
      throw new OutOfScopeError(`A row of ${table} cannot move to another tenant`);
    }
  }
}

interface ValuesNode extends OperationNode {
  values: ReadonlyArray<
    | (OperationNode & { kind: 'PrimitiveValueListNode'; values: readonly unknown[] })
    | (OperationNode & { kind: 'ValueListNode'; values: readonly OperationNode[] })
  >;
}

function valueOf(node: OperationNode | undefined): unknown {
  return node?.kind === 'ValueNode' ? (node as ValueNode).value : Symbol('not a plain value');
}

class ScopeToTenant implements KyselyPlugin {
  private readonly conditions: TenantConditions;
  constructor(scope: TenantScope) {
    this.conditions = new TenantConditions(scope);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.conditions.transformNode(args.node, args.queryId);
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
