// An UPDATE with no column to set is not SQL (`update t set where …`): the database answers a syntax error and the
// client a 500. It only ever comes from a request that names no field to change, so it is refused as such, once,
// for every route and every update, before it reaches the database.
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/** A client's request named nothing to change; the error handler answers it as a 400. */
export class NothingToUpdateError extends Error {
  readonly statusCode = 400;
  constructor() {
    super('Nothing to change: the body names no field to update');
    this.name = 'NothingToUpdateError';
  }
}

export class RefuseEmptyUpdates implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (args.node.kind === 'UpdateQueryNode' && (args.node.updates?.length ?? 0) === 0) {
      throw new NothingToUpdateError();
    }
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
