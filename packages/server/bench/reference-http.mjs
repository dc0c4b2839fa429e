// The minimal same-query reference for the widget's reads: plain Fastify, the server's own database driver, the
// same widget token check (the signature verified once per token, its expiry on every use, the environment's
// signing key read on every request) and the very statements the server sends for each request, captured from it
// (capture.mjs) and run here as prepared statements, answering the same JSON. What the server spends beyond this
// is what its query builder, scope, hooks, validation and serialisation cost.
import { createHash, hkdfSync, timingSafeEqual } from 'node:crypto';
import Fastify from 'fastify';
import BetterSqlite3 from 'better-sqlite3';
import { jwtVerify } from 'jose';
import pg from 'pg';
import { answerRequests } from './ipc.mjs';

const WIDGET_AUDIENCE = 'widget_user';

/** Where a captured parameter's value comes from: the token's claims for this request, or the value as sent. */
const CLAIMS = ['_id', 'environmentId', 'organizationId', 'subscriberId'];
function slotsOf(params, claims) {
  return params.map((value) => {
    const claim = CLAIMS.find((name) => claims[name] === value);
    return claim ? { claim } : { value };
  });
}
const bind = (slots, claims) => slots.map((slot) => (slot.claim ? claims[slot.claim] : slot.value));

/** The statements' runner on the server's database: SQLite's kept prepared statements, or PostgreSQL's named ones. */
function openDatabase({ sqliteFile, databaseUrl, schema }) {
  if (sqliteFile) {
    const sqlite = new BetterSqlite3(sqliteFile);
    sqlite.pragma('busy_timeout = 5000');
    return {
      prepare(text) {
        const statement = sqlite.prepare(text);
        return async (values) => statement.all(values);
      },
      close: async () => sqlite.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: `-c search_path=${schema}` });
  let named = 0;
  return {
    prepare(text) {
      const name = `reference_${(named += 1)}`;
      return async (values) => (await pool.query({ name, text, values })).rows;
    },
    close: () => pool.end(),
  };
}

const parseJson = (text, fallback) => {
  if (!text) return fallback;
  try {
    return JSON.parse(text);
  } catch {
    return fallback;
  }
};

/** A message row (with its feed's identifier) in the widget's wire shape, as the server answers it. */
const wireMessage = (row, organizationId) => ({
  _id: row.id,
  content: row.content,
  createdAt: row.created_at,
  seen: row.seen === 1,
  read: row.read === 1,
  lastSeenDate: row.last_seen_at,
  lastReadDate: row.last_read_at,
  archived: row.archived_at !== null,
  archivedAt: row.archived_at,
  templateIdentifier: row.template_identifier ?? '',
  feedIdentifier: row.feed_identifier,
  payload: parseJson(row.payload, {}),
  actor: parseJson(row.actor, { type: 'none', data: null }),
  cta: parseJson(row.cta, { type: 'redirect', data: {} }),
  channel: 'in_app',
  _templateId: row.workflow_id,
  _feedId: row.feed_id,
  _subscriberId: row.subscriber_id,
  _environmentId: row.environment_id,
  _notificationId: row.notification_id,
  _organizationId: organizationId,
});

const unauthorized = (reply) =>
  reply.code(401).header('www-authenticate', 'Bearer realm="herald", error="invalid_token"').send({
    statusCode: 401,
    message: 'Sign in to continue',
  });

let app;
let database;

answerRequests({
  /**
   * Serves `feed` and `unseen`, each `{ path, query, statements, claims }`: the statements as the server sent them
   * for that request with a token carrying `claims`; the first reads the token's environment, the last answers.
   */
  async start({ store, secret, feed, unseen }) {
    database = openDatabase(store);
    const key = Buffer.from(hkdfSync('sha256', secret, 'herald', 'widget-token', 32));
    const verified = new Map();
    async function subscriberOf(request) {
      const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
      if (!match) return undefined;
      const token = match[1];
      let claims = verified.get(token);
      if (!claims) {
        try {
          claims = (await jwtVerify(token, key, { algorithms: ['HS256'], audience: WIDGET_AUDIENCE }))
            .payload;
        } catch {
          return undefined;
        }
        verified.set(token, claims);
      }
      if (claims.exp !== undefined && claims.exp <= Math.floor(Date.now() / 1000)) return undefined;
      return claims;
    }
    const prepared = (route) => {
      const [signing, answer] = [route.statements[0], route.statements.at(-1)];
      return {
        signing: { run: database.prepare(signing.sql), slots: slotsOf(signing.params, route.claims) },
        answer: { run: database.prepare(answer.sql), slots: slotsOf(answer.params, route.claims) },
      };
    };
    /** The token's environment still signs with the key its session was opened under. */
    async function signedAsNow(statements, claims) {
      const [environment] = await statements.signing.run(bind(statements.signing.slots, claims));
      if (!environment) return false;
      if (environment.hmac_required !== 1) return true;
      const current = createHash('sha256')
        .update(`widget-signing-key:${environment.api_key_hash}`)
        .digest('base64url')
        .slice(0, 22);
      return (
        typeof claims.key === 'string' &&
        claims.key.length === current.length &&
        timingSafeEqual(Buffer.from(claims.key), Buffer.from(current))
      );
    }

    app = Fastify({ logger: false });
    const feedStatements = prepared(feed);
    const { limit: pageSize, page } = feed.query;
    app.get(feed.path, async (request, reply) => {
      const claims = await subscriberOf(request);
      if (!claims || !(await signedAsNow(feedStatements, claims))) return unauthorized(reply);
      const rows = await feedStatements.answer.run(bind(feedStatements.answer.slots, claims));
      const totalCount = rows.length > 0 ? Number(rows[0].total) : 0;
      const data = rows.map((row) => wireMessage(row, claims.organizationId));
      return { data, totalCount, hasMore: page * pageSize + data.length < totalCount, pageSize, page };
    });
    const unseenStatements = prepared(unseen);
    const { limit } = unseen.query;
    app.get(unseen.path, async (request, reply) => {
      const claims = await subscriberOf(request);
      if (!claims || !(await signedAsNow(unseenStatements, claims))) return unauthorized(reply);
      const [row] = await unseenStatements.answer.run(bind(unseenStatements.answer.slots, claims));
      return { data: { count: Math.min(Number(row?.found ?? 0), limit) } };
    });
    return app.listen({ port: 0, host: '127.0.0.1' });
  },
  async stop() {
    await app?.close();
    await database?.close();
  },
});
