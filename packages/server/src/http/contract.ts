// Each route declares its contract once, on the route: the zod schemas of its input and answer, with what the
// OpenAPI document says of it. Validation, serialisation and the document all come from that declaration.
import type { FastifyInstance, FastifyTypeProvider, RouteOptions, preHandlerAsyncHookHandler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { z, type ZodType } from 'zod';
import { parse } from './errors.js';

/** Types the handler's `request.params`, `.query` and `.body` as the zod schemas' parsed output. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends ZodType ? z.input<this['schema']> : unknown;
}

/** Which credential an operation takes, as named in the document's security schemes. */
export type Security = 'bearer' | 'widget' | 'apiKey' | 'member' | 'none';

export interface Contract {
  tag: string;
  summary: string;
  security: Security;
  params?: ZodType | undefined;
  querystring?: ZodType | undefined;
  body?: ZodType | undefined;
  /** The answer's body; sent with `status` (200 unless given). */
  response?: ZodType | undefined;
  status?: number | undefined;
  /** A multipart/form-data body: these text fields plus files under `documents` and `images`. */
  multipart?: ZodType | undefined;
  /** The media type of a file answered instead of JSON. */
  download?: string | undefined;
  /** Parses the body instead of `body`, for a body of several shapes whose violations name the shape meant. */
  parseBody?: ((body: unknown) => unknown) | undefined;
  /** Rewrites the query string as sent before `querystring` parses it (the widget's `name[]` lists). */
  prepareQuery?: ((query: unknown) => unknown) | undefined;
  /** A request that succeeds in the reference world (openapi/reference-world.ts), shown in the document. */
  example?: OperationExample | undefined;
}

/** Who sends an example: one of the reference world's app accounts, or its guest visit of the first faculty. */
export type ExampleSender = 'ADMIN' | 'MANAGER' | 'COORDINATOR' | 'STUDENT' | 'GUEST' | 'GUEST_VISIT';

/**
 * An operation's documented example. Sent as written to a fresh copy of the reference world, it gets the
 * operation's documented status (test/documented-examples.test.ts).
 */
export interface OperationExample<P = Record<string, unknown>, Q = Record<string, unknown>, B = unknown> {
  /** The app account that sends it, for an operation with the app's bearer token. */
  as?: ExampleSender | undefined;
  params?: P | undefined;
  query?: Q | undefined;
  /** The JSON body, or a multipart body's text fields (its files are a one-page PDF). */
  body?: B | undefined;
  /**
   * Body fields whose example value stands in for one only the reader's own installation or mailbox holds (an
   * application identifier, an HMAC of its secret key, a mailed link's token); the test sends the world's own.
   */
  standIns?: readonly string[] | undefined;
}

type Input<T, Otherwise = never> = T extends ZodType ? z.input<T> : Otherwise;

/**
 * The route schema a contract makes: Fastify reads params, querystring and body; the document reads all of it.
 * `S` is the credential the route declares, so its handler may read that credential and no other (`http/auth.ts`).
 */
export interface ContractSchema<P, Q, B, S extends Security = Security> {
  params: P;
  querystring: Q;
  body: B;
  response?: Record<number, ZodType>;
  contract: Contract & { security: S };
}

/** A route's `schema` option from its contract. */
export function contract<
  P extends ZodType | undefined = undefined,
  Q extends ZodType | undefined = undefined,
  B extends ZodType | undefined = undefined,
  S extends Security = Security,
>(
  declared: Contract & {
    security: S;
    params?: P;
    querystring?: Q;
    body?: B;
    example?: OperationExample<Input<P>, Partial<Input<Q>>, Input<B, Record<string, string>>>;
  },
): ContractSchema<P, Q, B, S> {
  return {
    ...(declared.params && { params: declared.params }),
    ...(declared.querystring && { querystring: declared.querystring }),
    ...(declared.body && { body: declared.body }),
    ...(declared.response && { response: { [declared.status ?? 200]: declared.response } }),
    contract: declared,
  } as ContractSchema<P, Q, B, S>;
}

/** The contract a route declared, if it declared one. */
export function contractOf(route: { schema?: unknown }): Contract | undefined {
  const schema = route.schema as { contract?: Contract } | undefined;
  return schema?.contract;
}

/** Validation and serialisation from the routes' zod schemas, for every route that declares a contract. */
export function installContracts(app: FastifyInstance) {
  // Fastify's own validation step runs before the hooks; the contract's schemas apply in the route's last
  // preHandler instead (below), so authentication, rate limits, plan limits and idempotency see the request as
  // sent and answer first, as they did when handlers parsed their input themselves.
  app.setValidatorCompiler(() => () => true);
  // Compiled once per route from the answer's JSON schema (fast-json-stringify): only declared fields leave.
  app.setSerializerCompiler(({ schema }) =>
    fastJsonStringify(
      z.toJSONSchema(schema as unknown as ZodType, { io: 'output', unrepresentable: 'any' }) as never,
    ),
  );
  app.addHook('onRoute', (route: RouteOptions) => {
    const declared = contractOf(route);
    if (!declared) return;
    const { params, body, querystring, parseBody, prepareQuery } = declared;
    // Parsed in Fastify's order (params, body, query); a violation is a 400 naming the first offending field.
    const parseInput: preHandlerAsyncHookHandler = async (request) => {
      if (params) request.params = parse(params, request.params);
      if (body) request.body = parseBody ? parseBody(request.body) : parse(body, request.body);
      if (querystring) {
        request.query = parse(querystring, prepareQuery ? prepareQuery(request.query) : request.query);
      }
    };
    route.preHandler = [route.preHandler ?? []].flat().concat(parseInput);
  });
}

/** The envelope every answer of the server's own REST API comes in: `{ data }`. */
export const dataOf = (schema: ZodType) => z.object({ data: schema });

/** A list in the same envelope. */
export const listOf = (schema: ZodType) => dataOf(z.array(schema));
