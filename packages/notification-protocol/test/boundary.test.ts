// The notification protocol carries the kit's wire contract and nothing of the university or the platform: what
// the kit imports is all here, nothing else is exported, its words are the notification's own, and its modules
// import nothing outside the package but zod.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import * as root from '@herald/notification-protocol';
import * as schemas from '@herald/notification-protocol/schemas';
import * as testing from '@herald/notification-protocol/testing';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** Every file below a folder of the package, as a path relative to the package. */
function filesOf(folder: string): string[] {
  const dir = path.join(packageDir, folder);
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(folder, name);
    return statSync(path.join(packageDir, file)).isDirectory() ? filesOf(file) : [file];
  });
}

// What the notification machine and the notification center import from the protocol, values and types.
const KIT_NEEDS = {
  root: {
    values: [
      'API_PREFIX',
      'AVATAR_TYPES',
      'BADGE_CAP',
      'CHANNELS',
      'CHANNEL_LABELS',
      'COUNT_LIMIT',
      'DATA_CHANGED_EVENT',
      'DEFAULT_THEME',
      'ENGLISH_TRANSLATIONS',
      'MESSAGE_CONTENT_TAGS',
      'REQUEST_ERROR_MESSAGES',
      'SCROLL_LOAD_MORE_THRESHOLD',
      'SESSION_INITIALIZE_FAILED_MESSAGE',
      'SIZES',
      'SOCKET_EVENT',
      'STORAGE_KEYS',
      'THEME_MODES',
      'TIMINGS',
      'TRUSTED_TYPES_POLICIES',
      'UTM_SUFFIX',
      'WIDGET_PATHS',
      'WIDGET_USAGE_LOG_PREFIX',
      'decodeFeedPayload',
      'messageMatchesFeed',
      'outsideProviderMessage',
      'safeLinkUrl',
    ],
    types: [
      'ArchiveMessagesInput',
      'AvatarType',
      'Channel',
      'CountResponse',
      'DataChanged',
      'ErrorResponse',
      'FeedResponse',
      'FeedStore',
      'GlobalPreferenceItem',
      'MarkMessagesAsInput',
      'MessageActionBody',
      'MessageButtonType',
      'MessageMark',
      'NotificationMessage',
      'Organization',
      'OrganizationBranding',
      'Preference',
      'PreferenceItem',
      'SessionInitializeBody',
      'SessionInitializeResponse',
      'SubscriberProfile',
      'UnreadCountChanged',
      'UnseenCountChanged',
      'UpdatePreferenceBody',
      'UsageLogInput',
    ],
  },
  testing: {
    values: ['WIDGET_CALLS', 'createFakeWidgetBackend', 'queryRecord', 'widgetContract'],
    types: ['ContractSocket', 'FakeWidgetBackend', 'WidgetCall', 'WidgetContractTarget'],
  },
};

// Every value each entry exports: a new export is a decision, made here, never an accident.
const EXPORTED_VALUES = {
  root: [
    'API_PREFIX',
    'AVATAR_TYPES',
    'BADGE_CAP',
    'BUTTON_TYPES',
    'CHANNEL',
    'CHANNELS',
    'CHANNEL_LABELS',
    'COUNT_LIMIT',
    'CTA_TYPES',
    'DATA_CHANGED_EVENT',
    'DEFAULT_THEME',
    'ENGLISH_TRANSLATIONS',
    'FEED_PAGE_SIZE',
    'FEED_PAGE_SIZE_MAX',
    'MESSAGE_ACTION_STATUSES',
    'MESSAGE_BUTTON_TYPES',
    'MESSAGE_CONTENT_TAGS',
    'OPTIONAL_TRANSLATION_KEYS',
    'REQUEST_ERROR_MESSAGES',
    'SCROLL_LOAD_MORE_THRESHOLD',
    'SESSION_INITIALIZE_FAILED_MESSAGE',
    'SIZES',
    'SOCKET_EVENT',
    'SOCKET_EVENTS',
    'STORAGE_KEYS',
    'TEXT_DIRECTIONS',
    'THEME_MODES',
    'TIMINGS',
    'TRANSLATION_KEYS',
    'TRUSTED_TYPES_POLICIES',
    'UTM_SUFFIX',
    'WIDGET_PATHS',
    'WIDGET_TOKEN_AUDIENCE',
    'WIDGET_USAGE_LOG_PREFIX',
    'decodeFeedPayload',
    'encodeFeedPayload',
    'messageMatchesFeed',
    'outsideProviderMessage',
    'payloadMatchesFilter',
    'safeLinkUrl',
    'usageLogName',
    'withEnglishFallback',
  ],
  testing: [
    'ContractError',
    'WIDGET_CALLS',
    'WIDGET_ERRORS',
    'createFakeWidgetBackend',
    'queryRecord',
    'widgetContract',
  ],
};

/** Words of the university's and the platform's vocabulary; none belongs in the notification's contract. */
const FOREIGN_WORDS = [
  /contribution/i,
  /facult(y|ies)/i,
  /student/i,
  /university/i,
  /coordinator/i,
  /password/i,
  /\brole(s|_id|Id)?\b/i,
  /statistics/i,
  /guest/i,
  /academic/i,
  /closure/i,
  /\bplans?\b/i,
  /\bmembers?\b/i,
  /api[-_ ]?key/i,
  /tenant/i,
  /integration/i,
  /management/i,
  /platform/i,
  /\/v1\/(accounts|contributions|events|faculties|platform|workflows|subscribers|integrations)/,
];

describe('the kit finds everything it imports', () => {
  test('the root entry exports every value the kit imports', () => {
    for (const name of KIT_NEEDS.root.values) expect(root, name).toHaveProperty(name);
  });

  test('the testing entry exports every value the kit imports', () => {
    for (const name of KIT_NEEDS.testing.values) expect(testing, name).toHaveProperty(name);
  });

  test('the declarations export every type the kit imports', () => {
    // The names each built declaration file exports, re-exports (`export type *`) included, as the compiler sees them.
    const entries = ['index.d.ts', 'testing.d.ts'].map((entry) => path.join(packageDir, 'dist', entry));
    const program = ts.createProgram(entries, { noEmit: true, skipLibCheck: true });
    const checker = program.getTypeChecker();
    const exported = (file: string) => {
      const module = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
      return checker.getExportsOfModule(module).map((symbol) => symbol.name);
    };
    const [rootTypes, testingTypes] = entries.map(exported);
    expect(KIT_NEEDS.root.types.filter((name) => !rootTypes!.includes(name))).toEqual([]);
    expect(KIT_NEEDS.testing.types.filter((name) => !testingTypes!.includes(name))).toEqual([]);
    // A whole compiler program over the built declarations: a few seconds alone, longer beside a loaded build.
  }, 60_000);
});

describe('nothing of the university or the platform', () => {
  test('each entry exports exactly the listed values', () => {
    expect(Object.keys(root).sort()).toEqual([...EXPORTED_VALUES.root].sort());
    expect(Object.keys(testing).sort()).toEqual([...EXPORTED_VALUES.testing].sort());
  });

  test('the schemas entry holds only schemas of the widget protocol and its query readers', () => {
    const readers = [
      'identifier',
      'queryBoolean',
      'queryInteger',
      'queryText',
      'queryTextList',
      'readableError',
    ];
    const names = Object.keys(schemas).filter((name) => !readers.includes(name));
    for (const name of names) expect(name, name).toMatch(/Schema$/);
    expect(names.filter((name) => FOREIGN_WORDS.some((word) => word.test(name)))).toEqual([]);
  });

  test('no export names a word of the university or the platform', () => {
    const names = [...Object.keys(root), ...Object.keys(schemas), ...Object.keys(testing)];
    expect(names.filter((name) => FOREIGN_WORDS.some((word) => word.test(name)))).toEqual([]);
  });

  test('the sources and the built package speak of notifications only', () => {
    // The package's own modules and tests; a bundler's `platform` option is no word of the platform's.
    const files = [...filesOf('src'), ...filesOf('dist')].filter(
      (file) => !file.endsWith('.map') && file !== path.join('src', 'entries.test.ts'),
    );
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) => {
      const text = readFileSync(path.join(packageDir, file), 'utf8');
      return FOREIGN_WORDS.filter((word) => word.test(text)).map((word) => `${file}: ${word}`);
    });
    expect(found).toEqual([]);
  });

  test('its modules import nothing outside the package but zod', () => {
    const specifier =
      /(?:^|\s)(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;
    const modules = [...filesOf('src'), ...filesOf('dist')].filter(
      (file) => /\.(ts|js)$/.test(file) && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'),
    );
    const outside = modules.flatMap((file) => {
      const text = readFileSync(path.join(packageDir, file), 'utf8');
      return [...text.matchAll(specifier)]
        .map((match) => match[1] ?? match[2] ?? '')
        .filter((target) => !target.startsWith('./') && !target.startsWith('../') && target !== 'zod')
        .map((target) => `${file}: ${target}`);
    });
    expect(outside).toEqual([]);
  });
});
