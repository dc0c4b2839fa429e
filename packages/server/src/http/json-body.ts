// JSON bodies are read as Fastify reads them (prototype poisoning refused), after a scan that refuses one nested
// deeper than any request of the API needs: code that walks a parsed body recursively would otherwise run out of
// stack on 100,000 brackets, well under the body limit, and answer 500 (docs/security.md).
import type { FastifyInstance, FastifyBodyParser } from 'fastify';
import { HttpError } from './errors.js';

/** The deepest a JSON body may nest objects and arrays; the body itself is level 1. */
export const MAX_JSON_DEPTH = 64;

/** Whether `text` nests objects and arrays deeper than `limit`, counted in one pass without recursion. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      // A backslash escapes the next character, a quote among them.
      if (char === 0x5c) index += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/** Fastify's JSON parser behind the depth scan, for every media type whose body is JSON. */
export function boundedJsonParser(app: FastifyInstance): FastifyBodyParser<string> {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    const text = body as string;
    // The current Inbox sends `Content-Type: application/json` on every call, a PATCH without a body too.
    if (text === '' && request.url.startsWith('/v1/inbox/')) {
      done(null, undefined);
      return;
    }
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, `Body is nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    parseJson(request, text, done);
  };
}

export function installJsonBodyLimits(app: FastifyInstance) {
  const parser = boundedJsonParser(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parser);
}
