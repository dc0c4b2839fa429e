// Step filters (docs/product.md §3): a step runs when any of its filters passes; a filter's
// parts combine with AND or OR, parts that call a webhook run last and only when the others leave the outcome
// open. Unlike the platform, every operator is evaluated (ALL_IN, ANY_IN, BETWEEN, NOT_BETWEEN, LIKE and
// NOT_LIKE included) and `isNegated` is applied.
import type { FilterOperator, FilterPart, StepFilter } from '@herald/protocol';
import { sealedKeyOfEnvironment } from '../repo/engine/environments.js';
import type { NotifyContext } from '../context.js';
import { call } from '../providers/http.js';
import { runtimeFor } from '../providers/context.js';
import { signedHeaders } from '../providers/webhook.js';
import { decrypt } from '../../security/crypto.js';
import { matchesLike } from './like.js';
import { renderLimited } from './render-limits.js';
import { valueAtPath } from './time.js';

export interface Condition {
  filter: string;
  field: string;
  expected: string;
  actual: string;
  operator: string;
  passed: boolean;
}

/** What a filter part can read, gathered lazily by the caller. */
export interface FilterScope {
  /**
   * `payload`, `subscriber`, `step`, `actor` and `tenant`: the stored tenant (identifier, name, data) looked up
   * when the step runs, or null without one; tenant parts read `data.<key>` for its custom data.
   */
  variables: Record<string, unknown>;
  /** The subscriber's online state. */
  presence(): Promise<{ isOnline: boolean; lastOnlineAt: string | null }>;
  /** The message an earlier step (by uuid) of this notification created, or undefined when there is none. */
  previousMessage(stepUuid: string): Promise<{ channel: string; seen: boolean; read: boolean } | undefined>;
  /** Calls a webhook part; answers the reply body, or throws a WebhookFilterError. */
  webhook(url: string): Promise<Record<string, unknown>>;
  now(): Date;
  /** Reports a value that could not be rendered. */
  renderFailed(reason: string): Promise<void>;
}

export class WebhookFilterError extends Error {
  override readonly name = 'WebhookFilterError';
}

const LABELS: Record<FilterPart['on'], string> = {
  payload: 'Payload',
  subscriber: 'Subscriber',
  tenant: 'Tenant',
  webhook: 'Webhook',
  isOnline: 'Is online',
  isOnlineInLast: 'Last time was online',
  previousStep: 'Previous step',
};

/** The expected value converted to the actual value's type, as the platform does. */
function convert(actual: unknown, expected: unknown): unknown {
  if (typeof expected !== 'string') return expected;
  if (typeof actual === 'number' || typeof actual === 'bigint') return Number(expected);
  if (typeof actual === 'boolean') return expected === 'true';
  return expected;
}

/** A list value: an array, or a comma-separated string. */
function list(expected: unknown): unknown[] {
  if (Array.isArray(expected)) return expected;
  if (typeof expected === 'string')
    return expected
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  return [expected];
}

function contains(actual: unknown, item: unknown): boolean {
  if (typeof actual === 'string') return actual.includes(String(item));
  // Array elements compare loosely by text, so "3" in a payload list of numbers still matches.
  if (Array.isArray(actual))
    return actual.some((element) => element === item || String(element) === String(item));
  return false;
}

function comparable(value: unknown): number | string {
  if (typeof value === 'number') return value;
  const text = String(value).trim();
  if (text !== '' && Number.isFinite(Number(text))) return Number(text);
  const date = Date.parse(text);
  return /^\d{4}-\d{2}-\d{2}/.test(text) && !Number.isNaN(date) ? date : text;
}

function between(actual: unknown, expected: unknown): boolean {
  const [low, high] = list(expected);
  if (actual === undefined || actual === null || low === undefined || high === undefined) return false;
  const value = comparable(actual);
  const from = comparable(low);
  const to = comparable(high);
  if (typeof value !== typeof from || typeof value !== typeof to) return false;
  return value >= from && value <= to;
}

function like(actual: unknown, pattern: unknown): boolean {
  if (actual === undefined || actual === null || typeof actual === 'object') return false;
  return matchesLike(String(actual), String(pattern));
}

/** One operator on an actual and an expected value. Negative operators are exactly the positive one negated. */
export function compare(operator: FilterOperator, actual: unknown, rawExpected: unknown): boolean {
  const expected = convert(actual, rawExpected);
  switch (operator) {
    case 'EQUAL':
      return actual === expected;
    case 'NOT_EQUAL':
      return actual !== expected;
    case 'LARGER':
      return actual !== undefined && actual !== null && (actual as number) > (expected as number);
    case 'SMALLER':
      return actual !== undefined && actual !== null && (actual as number) < (expected as number);
    case 'LARGER_EQUAL':
      return actual !== undefined && actual !== null && (actual as number) >= (expected as number);
    case 'SMALLER_EQUAL':
      return actual !== undefined && actual !== null && (actual as number) <= (expected as number);
    case 'IN':
      return contains(actual, expected);
    case 'NOT_IN':
      return !contains(actual, expected);
    case 'IS_DEFINED':
      return actual !== undefined;
    case 'ALL_IN': {
      const items = list(rawExpected);
      return items.length > 0 && items.every((item) => contains(actual, item));
    }
    case 'ANY_IN':
      return list(rawExpected).some((item) => contains(actual, item));
    case 'BETWEEN':
      return between(actual, rawExpected);
    case 'NOT_BETWEEN':
      return !between(actual, rawExpected);
    case 'LIKE':
      return like(actual, rawExpected);
    case 'NOT_LIKE':
      return !like(actual, rawExpected);
  }
}

const show = (value: unknown) =>
  value === undefined || value === null
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

async function renderValue(scope: FilterScope, value: unknown): Promise<unknown> {
  if (typeof value !== 'string') return value;
  try {
    return (await renderLimited('filter', { value }, scope.variables)).value;
  } catch (error) {
    await scope.renderFailed(error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

const UNIT_MS = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 } as const;

async function evaluatePart(part: FilterPart, scope: FilterScope): Promise<Condition> {
  const label = LABELS[part.on];
  switch (part.on) {
    case 'payload':
    case 'subscriber':
    case 'tenant': {
      const actual = valueAtPath(scope.variables[part.on], part.field);
      const expected = await renderValue(scope, part.value);
      const passed = compare(part.operator, actual, expected);
      return {
        filter: label,
        field: part.field,
        expected: show(expected),
        actual: show(actual),
        operator: part.operator,
        passed,
      };
    }
    case 'webhook': {
      const reply = await scope.webhook(part.webhookUrl);
      const actual = valueAtPath(reply, part.field);
      const expected = await renderValue(scope, part.value);
      const passed = compare(part.operator, actual, expected);
      return {
        filter: label,
        field: part.field,
        expected: show(expected),
        // What a webhook answered stays in the server: the caller reads whether the part passed, not the value.
        actual: '',
        operator: part.operator,
        passed,
      };
    }
    case 'isOnline': {
      const { isOnline } = await scope.presence();
      return {
        filter: label,
        field: 'isOnline',
        expected: String(part.value),
        actual: String(isOnline),
        operator: 'EQUAL',
        passed: isOnline === part.value,
      };
    }
    case 'isOnlineInLast': {
      const { isOnline, lastOnlineAt } = await scope.presence();
      let passed = isOnline;
      let actual = isOnline ? 'online' : '';
      if (!isOnline && lastOnlineAt) {
        // Whole units since the subscriber was last online, truncated as date-fns differenceIn… does.
        const diff = Math.trunc(
          (scope.now().getTime() - new Date(lastOnlineAt).getTime()) / UNIT_MS[part.timeOperator],
        );
        actual = String(diff);
        passed = diff >= 0 && diff <= part.value;
      }
      return {
        filter: label,
        field: part.timeOperator,
        expected: String(part.value),
        actual,
        operator: 'SMALLER_EQUAL',
        passed,
      };
    }
    case 'previousStep': {
      const message = await scope.previousMessage(part.step);
      // No such step, or it made no message: nothing to hold the step back on.
      let passed = true;
      let actual = '';
      if (message) {
        const flag = part.stepType === 'read' || part.stepType === 'unread' ? message.read : message.seen;
        actual = String(flag);
        passed = part.stepType === 'read' || part.stepType === 'seen' ? flag : !flag;
      }
      return { filter: label, field: part.step, expected: part.stepType, actual, operator: 'EQUAL', passed };
    }
  }
}

async function evaluateFilter(
  filter: StepFilter,
  scope: FilterScope,
  conditions: Condition[],
): Promise<boolean> {
  const run = async (part: FilterPart) => {
    const condition = await evaluatePart(part, scope);
    conditions.push(condition);
    return condition.passed;
  };
  let passed: boolean;
  if (filter.children.length === 0) {
    passed = true;
  } else {
    const local = filter.children.filter((part) => part.on !== 'webhook');
    const remote = filter.children.filter((part) => part.on === 'webhook');
    passed = filter.value === 'AND';
    for (const group of [local, remote]) {
      for (const part of group) {
        const result = await run(part);
        if (filter.value === 'AND' && !result) {
          passed = false;
          break;
        }
        if (filter.value === 'OR' && result) {
          passed = true;
          break;
        }
      }
      if ((filter.value === 'AND' && !passed) || (filter.value === 'OR' && passed)) break;
    }
  }
  return filter.isNegated ? !passed : passed;
}

/** Whether the step runs, with every condition evaluated on the way. */
export async function passesFilters(
  filters: readonly StepFilter[] | undefined,
  scope: FilterScope,
): Promise<{ passed: boolean; conditions: Condition[] }> {
  const conditions: Condition[] = [];
  if (!filters || filters.length === 0) return { passed: true, conditions };
  for (const filter of filters) {
    if (await evaluateFilter(filter, scope, conditions)) return { passed: true, conditions };
  }
  return { passed: false, conditions };
}

/**
 * Calls a webhook filter: POST `{subscriber, payload, identifier, channel}`, signed with HMAC-SHA256 keyed with the
 * environment's API key (the same key that signs subscriber hashes); the reply must be a JSON object.
 */
export async function callFilterWebhook(
  ctx: NotifyContext,
  environmentId: string,
  url: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const environment = await sealedKeyOfEnvironment(ctx.db, environmentId);
  const runtime = runtimeFor(ctx);
  try {
    await runtime.checkUrl(url);
    const text = JSON.stringify(body);
    const reply = await call(runtime, url, {
      headers: signedHeaders(decrypt(ctx.sealingKey, environment.api_key_sealed), text, ctx.now()),
      body: text,
    });
    if (reply.status < 200 || reply.status >= 300) throw new Error(`answered ${reply.status}`);
    if (!reply.json || typeof reply.json !== 'object' || Array.isArray(reply.json)) {
      throw new Error('did not answer a JSON object');
    }
    return reply.json as Record<string, unknown>;
  } catch (error) {
    throw new WebhookFilterError(
      `Webhook filter ${new URL(url).host} ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
