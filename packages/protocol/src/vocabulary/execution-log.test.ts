import { describe, expect, test } from 'vitest';
import {
  EXECUTION_DETAILS,
  EXECUTION_LOG_CODE,
  EXECUTION_LOG_CODES,
  executionLogMessage,
  isExecutionLogCode,
} from './execution-log.js';
import { MESSAGE_STATUSES } from './messages.js';

/** docs/product.md §8, code and wording as listed there. */
const SPEC_LOG_CODES: Record<number, string> = {
  1000: 'trigger received',
  1001: 'template not active',
  1002: 'template not found',
  1004: 'SMS error',
  1005: 'chat error',
  1006: 'missing SMS provider',
  1007: 'in-app message created',
  1008: 'mail delivery error',
  1009: 'trigger processed',
  1010: 'push error',
  1011: 'missing push provider',
  3001: 'subscriber not found',
  3002: 'missing email',
  3003: 'missing phone',
  3004: 'subscriber id missing',
  3005: 'missing email integration',
  3006: 'missing chat channel id',
  3007: 'missing SMS integration',
  3008: 'missing chat integration',
  3009: 'missing push integration',
  3010: 'missing push token',
  3011: 'missing payload variable',
  3012: 'avatar actor error',
  3013: 'syntax error in email editor',
  4001: 'topic error',
  4002: 'topic subscribers error',
};

describe('execution log codes (docs/product.md §8)', () => {
  test('there are exactly the 26 codes of the spec', () => {
    const codes = Object.keys(EXECUTION_LOG_CODES).map(Number);
    expect(codes).toHaveLength(26);
    expect(codes.sort()).toEqual(Object.keys(SPEC_LOG_CODES).map(Number).sort());
  });

  test('each code carries the spec wording as its message, starting with a capital', () => {
    for (const [code, wording] of Object.entries(SPEC_LOG_CODES)) {
      const message = executionLogMessage(Number(code));
      expect(message?.toLowerCase(), `code ${code}`).toBe(wording.toLowerCase());
      expect(message?.[0], `code ${code}`).toBe(message?.[0]?.toUpperCase());
    }
  });

  test('names are unique and lead back to their code', () => {
    const names = Object.values(EXECUTION_LOG_CODES).map((entry) => entry.name);
    expect(new Set(names).size).toBe(26);
    expect(EXECUTION_LOG_CODE.TRIGGER_RECEIVED).toBe(1000);
    expect(EXECUTION_LOG_CODE.SUBSCRIBER_MISSING_PUSH).toBe(3010);
    expect(EXECUTION_LOG_CODE.TOPIC_SUBSCRIBERS_ERROR).toBe(4002);
    for (const [name, code] of Object.entries(EXECUTION_LOG_CODE)) {
      expect(EXECUTION_LOG_CODES[code].name).toBe(name);
    }
  });

  test('unknown codes have no message; 1003 is not a code', () => {
    expect(isExecutionLogCode(1003)).toBe(false);
    expect(isExecutionLogCode('1000')).toBe(false);
    expect(isExecutionLogCode(1000)).toBe(true);
    expect(executionLogMessage(1003)).toBeUndefined();
  });
});

describe('execution details', () => {
  test('every detail has a message and one of the six message statuses', () => {
    for (const [name, detail] of Object.entries(EXECUTION_DETAILS)) {
      expect(detail.message.trim(), name).toBe(detail.message);
      expect(detail.message.length, name).toBeGreaterThan(0);
      expect(MESSAGE_STATUSES, name).toContain(detail.status);
    }
  });

  test('failures are written as Failed and digest outcomes as Success', () => {
    expect(EXECUTION_DETAILS.PROVIDER_ERROR).toEqual({
      message: 'Unexpected provider error',
      status: 'Failed',
    });
    expect(EXECUTION_DETAILS.DIGEST_SKIPPED).toEqual({
      message: 'Digest was skipped, first backoff event',
      status: 'Success',
    });
    expect(EXECUTION_DETAILS.WEBHOOK_FILTER_FAILED_RETRY.status).toBe('Pending');
  });
});
