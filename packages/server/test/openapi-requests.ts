// The documented operations as tests call them: read from the OpenAPI document (which the routes' own schemas
// generate), values made from their JSON schemas by fast-check, and one request sent with a credential.
import fc from 'fast-check';
import { API_PREFIX } from '@herald/protocol';
import type { TestServer } from './harness.js';

export type Schema = Record<string, unknown>;
export interface Parameter {
  name: string;
  in: 'path' | 'query';
  schema?: Schema;
}
export interface Operation {
  method: string;
  path: string;
  security: string;
  parameters: Parameter[];
  json?: Schema;
  multipart?: Schema;
}

/** A request still unanswered after this long counts as a hang. */
const HANG_MS = 15_000;

/** Every documented operation; reads first and session endings last, so a run keeps its credentials longest. */
export function documentedOperations(server: TestServer): Operation[] {
  const document = server.herald.app.swagger() as unknown as {
    paths: Record<string, Record<string, Schema>>;
  };
  const all = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): Operation => {
      const security = (operation.security as Record<string, unknown>[] | undefined)?.[0];
      const content = (operation.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)
        ?.content;
      return {
        method: method.toUpperCase(),
        path,
        security: security ? Object.keys(security)[0]! : 'none',
        parameters: (operation.parameters as Parameter[] | undefined) ?? [],
        json: content?.['application/json']?.schema,
        multipart: content?.['multipart/form-data']?.schema,
      };
    }),
  );
  const order = (operation: Operation) =>
    /logout|guest-sessions\/current|rotate|password/.test(operation.path)
      ? 3
      : operation.method === 'GET'
        ? 0
        : operation.method === 'DELETE'
          ? 2
          : 1;
  return all.sort((a, b) => order(a) - order(b));
}

/** Values a JSON schema accepts, bent now and then: near its limits, or of another type altogether. */
export function valueOf(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 2 });
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (variants) return fc.oneof(...variants.map((variant) => valueOf(variant, depth + 1)));
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  const fitting = type.map((one): fc.Arbitrary<unknown> => {
    switch (one) {
      case 'string':
        if (schema.format === 'date-time')
          return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
        return fc.string({
          minLength: Math.min(Number(schema.minLength ?? 0), 50),
          maxLength: Math.min(Number(schema.maxLength ?? 40), 300),
          unit: 'grapheme',
        });
      case 'integer':
      case 'number':
        return schema.minimum !== undefined || schema.maximum !== undefined
          ? fc.integer({
              min: Math.max(Number(schema.minimum ?? -1_000_000), -1_000_000_000),
              max: Math.min(Number(schema.maximum ?? 1_000_000), 1_000_000_000),
            })
          : fc.oneof(fc.integer(), fc.double());
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(valueOf(schema.items as Schema | undefined, depth + 1), { maxLength: 4 });
      case 'object': {
        const properties = (schema.properties ?? {}) as Record<string, Schema>;
        const required = (schema.required ?? []) as string[];
        return fc.record(
          Object.fromEntries(
            Object.entries(properties).map(([name, property]) => [name, valueOf(property, depth + 1)]),
          ),
          { requiredKeys: required.filter((name) => name in properties) },
        );
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  });
  return fc.oneof(
    { weight: 8, arbitrary: fc.oneof(...fitting) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

/** What one request answered: its status and its body as text, with whether that text is JSON. */
export interface Answer {
  status: number;
  json: boolean;
  text: string;
}

/** Sends one request to `/v1<path>`; a network failure or a hang answers status 0 with the reason. */
export async function sendRequest(
  server: TestServer,
  request: {
    method: string;
    path: string;
    credential?: string;
    cookie?: string | undefined;
    type?: string | undefined;
    body?: string | FormData | undefined;
  },
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (request.credential) headers.authorization = request.credential;
  if (request.cookie) headers.cookie = request.cookie;
  if (request.type) headers['content-type'] = request.type;
  try {
    const response = await fetch(`${server.url}${API_PREFIX}${request.path}`, {
      method: request.method,
      headers,
      body: request.method === 'GET' ? undefined : request.body,
      // A redirect is the operation's answer; where it points is not part of this server.
      redirect: 'manual',
      signal: AbortSignal.timeout(HANG_MS),
    });
    const type = response.headers.get('content-type') ?? '';
    return {
      status: response.status,
      json: type.startsWith('application/json'),
      text: await response.text(),
    };
  } catch (error) {
    return { status: 0, json: false, text: String(error) };
  }
}
