// One lint configuration for the whole repository. The import-direction rules encode docs/architecture.md:
// notification-protocol <- protocol <- server and app; notification-protocol <- notification-machine <- ui <- app.
// notification-protocol, the kit's wire contract, imports no @herald package; the machine imports it and never the
// product's protocol (the university's and the platform's vocabulary). Nothing imports app or server.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const herald = (...names) => names.map((name) => `@herald/${name}`);

/** Forbid imports of the given packages (and their subpaths) with a message naming the rule. */
function forbid(packages, why) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: packages.map((name) => ({ group: [name, `${name}/*`], message: why })),
      },
    ],
  };
}

const SERVER_IMPORTS = forbid(
  [...herald('notification-machine', 'ui', 'notification-center', 'app'), 'react', 'react-dom'],
  'The server imports protocol only (docs/architecture.md).',
);

const SERVER_PACKAGE_PATTERNS = SERVER_IMPORTS['no-restricted-imports'][1].patterns;

// The server's three products (docs/decisions/0031), each a folder of packages/server/src with a service module
// (`service.ts`) that is the only part another product may import; `notify` is the notification service.
const PRODUCTS = ['notify', 'platform', 'university'];
const PRODUCTS_WITH_SERVICE = ['notify', 'platform'];
// Shared infrastructure, which imports no product: whatever of a product it needs is passed in by herald.ts.
const SERVER_INFRASTRUCTURE = [
  'packages/server/src/config.ts',
  'packages/server/src/context.ts',
  ...['db', 'http', 'security', 'realtime', 'mail', 'openapi', 'sso'].map(
    (folder) => `packages/server/src/${folder}/**/*.ts`,
  ),
];
// The composition root (herald.ts, index.ts, main.ts, seed/) assembles the products; nothing else imports it.
const COMPOSITION_ROOT = {
  regex: '^(\\./|(\\.\\./)+)(herald\\.js|index\\.js|main\\.js|seed/)',
  message: 'Only the composition root imports the composition root (herald.ts, seed/) (decision 0031).',
};
const productPatterns = (importer) => [
  COMPOSITION_ROOT,
  ...PRODUCTS.filter((product) => product !== importer).map((product) => ({
    group: [
      `**/${product}/**`,
      ...(PRODUCTS_WITH_SERVICE.includes(product) ? [`!**/${product}/service.js`] : []),
    ],
    message: PRODUCTS_WITH_SERVICE.includes(product)
      ? `A product reaches ${product}/ only through ${product}/service.ts, its public API (decision 0031).`
      : `No other product imports ${product}/ (decision 0031).`,
  })),
];
const LAYERED_PRODUCTS = ['platform', 'university'];
const LAYERS = {
  routes: {
    group: ['**/routes/**'],
    message:
      "Only the product's plugin imports its routes/: a service or a query never calls a handler (decision 0049).",
  },
  services: {
    group: ['**/services/**'],
    message: 'A query in repo/ calls no service: the rules call the queries (decision 0049).',
  },
};
const PRODUCT_PATTERNS = Object.fromEntries(PRODUCTS.map((product) => [product, productPatterns(product)]));
const SERVER_ZONES = [
  {
    files: SERVER_INFRASTRUCTURE,
    patterns: [
      COMPOSITION_ROOT,
      {
        group: PRODUCTS.map((product) => `**/${product}/**`),
        message:
          'Infrastructure imports no product: the composition root (herald.ts) passes in what it needs (decision 0031).',
      },
    ],
  },
  ...PRODUCTS.map((product) => ({
    files: [`packages/server/src/${product}/**/*.ts`],
    patterns: PRODUCT_PATTERNS[product],
  })),
  // A product split into routes/, services/ and repo/ (decision 0049) layers one way: handlers call the rules, the
  // rules call the queries, and a query knows neither.
  ...LAYERED_PRODUCTS.flatMap((product) => [
    {
      files: [`packages/server/src/${product}/services/**/*.ts`],
      patterns: [...PRODUCT_PATTERNS[product], LAYERS.routes],
    },
    {
      files: [`packages/server/src/${product}/repo/**/*.ts`],
      patterns: [...PRODUCT_PATTERNS[product], LAYERS.routes, LAYERS.services],
    },
  ]),
];

// The app's two rooms (docs/decisions/0046), each a folder of packages/app/src: `university/` (the university's
// pages, routes and menus) and `platform/` (the notification platform's console), on `shared/` (the root layout,
// page helpers, the HTTP client, the catalogue, dates, the session's token). A room never imports the other, shared/
// imports neither, and only the composition root (main.tsx, router.tsx) imports both.
const APP_IMPORTS = forbid(herald('server'), 'Nothing imports the server (docs/architecture.md).');
const APP_PACKAGE_PATTERNS = APP_IMPORTS['no-restricted-imports'][1].patterns;
const APP_ROOMS = ['university', 'platform'];
const APP_COMPOSITION_ROOT = {
  regex: '^(\\.\\./)+(main|router)$',
  message:
    'Only main.tsx imports the composition root (router.tsx), which assembles both rooms (decision 0046).',
};
const appRoomPatterns = (importer) =>
  APP_ROOMS.filter((room) => room !== importer).map((room) => ({
    group: [`**/${room}/**`],
    message: `The ${importer} room never imports ${room}/: what both need lives in shared/ (decision 0046).`,
  }));
const APP_ZONES = [
  {
    files: ['packages/app/src/shared/**/*.{ts,tsx}'],
    patterns: [
      APP_COMPOSITION_ROOT,
      {
        group: APP_ROOMS.map((room) => `**/${room}/**`),
        message:
          'shared/ imports neither room: a room passes in what shared code needs of it (decision 0046).',
      },
    ],
  },
  ...APP_ROOMS.map((room) => ({
    files: [`packages/app/src/${room}/**/*.{ts,tsx}`],
    patterns: [APP_COMPOSITION_ROOT, ...appRoomPatterns(room)],
  })),
];

// A page's path is written once, in @herald/protocol (UNIVERSITY_ROUTES, UNIVERSITY_LINKS, PLATFORM_PATHS,
// SSO_CALLBACK_PATH, docs/decisions/0046): the app's code names a page by its declaration, so a literal path that
// starts like one of the app's pages is refused. The first segments are those of the declared pages; the platform's
// pages are named whole, since its calls live under /v1/platform too. packages/app/src/page-paths-lint.test.ts checks
// that every declared page's link is refused as a literal.
const APP_PAGE_PATH =
  '^\\/(' +
  '(admin|student|coordinator|manager|guest|profile|changepassword|staff|forgotpassword|resetpassword|no-access)([/?#]|$)' +
  '|(platform|platform\\/(sign-in|invitation|sso\\/callback|onboarding)|sso\\/callback)([?#]|$)' +
  // The student sign-in page with a query (`/?next=…`).
  '|[?#]' +
  ')';
const APP_PAGE_PATH_MESSAGE =
  "A page's path is declared once in @herald/protocol: link with UNIVERSITY_LINKS (or UNIVERSITY_ROUTES, PLATFORM_PATHS) instead of a literal path (docs/decisions/0046).";
const APP_PAGE_PATHS = [
  `Literal[value=/${APP_PAGE_PATH}/]`,
  `TemplateLiteral[quasis.0.value.cooked=/${APP_PAGE_PATH}/]`,
  // A path put together from a role or an id after the root.
  "TemplateLiteral[quasis.0.value.cooked='/']",
  // The student sign-in page, `/`, where a link or a navigation goes.
  "JSXAttribute[name.name=/^(to|href|\\w+Href)$/] > Literal[value='/']",
  "Property[key.name=/^(to|href|\\w+Href)$/] > Literal.value[value='/']",
  "CallExpression[callee.name=/^(navigate|redirect)$/] > Literal.arguments[value='/']",
].map((selector) => ({ selector, message: APP_PAGE_PATH_MESSAGE }));

// Tables whose rows belong to one organisation or environment (packages/server/src/db/scope.ts lists them).
const TENANT_TABLES =
  'api_keys|environments|execution_logs|feeds|idempotency_keys|integrations|jobs|layouts|members|messages|' +
  'notification_groups|notifications|organizations|outbox|subscriber_channels|subscriber_preferences|subscribers|' +
  'tenants|topics|translation_groups|workflows';
const TENANT_TABLE_ON_RAW_DB = {
  selector:
    'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin)$/]' +
    `[arguments.0.value=/^(${TENANT_TABLES})( as \\w+)?$/] > MemberExpression.callee ` +
    "MemberExpression[object.name='ctx'][property.name='db']:not(CallExpression[callee.name=/^(scoped|forEnvironment)$/] > MemberExpression.arguments)",
  message:
    'A tenant-owned table is queried through the scoped database (request.db, scoped(…), forEnvironment(…)), never ctx.db (docs/decisions/0024).',
};
const RAW_DB = {
  selector:
    "MemberExpression[object.name='ctx'][property.name='db']:not(CallExpression[callee.name=/^(scoped|forEnvironment)$/] > MemberExpression.arguments)",
  message:
    'Management, widget and platform code uses the database its credential resolved (request.db) or scoped(ctx.db, …); an unscoped use needs an eslint-disable with its reason (docs/decisions/0024).',
};
const RAW_DB_TYPE = {
  selector: "TSTypeReference[typeName.name='Kysely']",
  message: 'Take a ScopedDb (db/scope.ts): a Kysely<Database> parameter accepts the unscoped database.',
};
// The route and service folders of the management, widget and platform APIs.
// A route's contract parses its params, query and body before the handler runs (docs/decisions/0028,
// packages/server/src/http/contract.ts): a handler that parses them again declares the contract a second time.
const INPUT_PARSED_AGAIN = {
  selector:
    "CallExpression[callee.name='parse'] > MemberExpression.arguments[object.name='request'][property.name=/^(params|query|body)$/]",
  message:
    "The route's contract has parsed this input (decision 0028): read request.params, request.query or request.body as they are, or pass them on.",
};
// A handler reads the credential its route's contract declares through that credential's accessor (`environmentOf`,
// `subscriberOf`, `accountOf`, `memberOf` in packages/server/src/http/auth.ts, decision 0047): the accessor takes only
// a request of its route's scheme, and a credential left unresolved is a 401, where `request.environment!` was a
// TypeError and a 500.
const CREDENTIAL_ASSERTED = {
  selector:
    "TSNonNullExpression > MemberExpression.expression[object.name='request'][property.name=/^(account|subscriber|environment|member|guestSession)$/]",
  message:
    "Read the credential the route's contract declares with its accessor (environmentOf, subscriberOf, accountOf or memberOf from http/auth.ts, decision 0047): a missing one is then a 401, not a TypeError.",
};
// A regular expression built from a string at run time may come from a tenant, and a backtracking one can take
// exponential time (docs/security.md): the server writes its regular expressions as literals.
const NON_LITERAL_REGEXP = ['NewExpression', 'CallExpression'].map((node) => ({
  selector: `${node}[callee.name='RegExp']:not([arguments.0.type='Literal'])`,
  message:
    'A RegExp is written as a literal: one built from a string at run time can take exponential time on input a tenant chose (docs/security.md).',
}));
// A product's queries are in its repository folder (docs/decisions/0049): outside it, nothing builds or runs SQL. A
// query builder is started by one of Kysely's table methods (also destructured inside an expression builder), a
// raw fragment by Kysely's `sql` tag, and either runs through an execute method.
const SQL_OUTSIDE_REPO_MESSAGE =
  "Queries are named functions in the product's repo/ folder, taking the scoped database they need (docs/decisions/0049): call one from the route or service.";
const SQL_OUTSIDE_REPO = [
  'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
  'CallExpression[callee.name=/^(selectFrom|insertInto|updateTable|deleteFrom)$/]',
  'CallExpression[callee.property.name=/^execute(Query|TakeFirst|TakeFirstOrThrow)?$/]',
  "ImportDeclaration[source.value='kysely'][importKind!='type'] ImportSpecifier[imported.name='sql'][importKind!='type']",
  "TaggedTemplateExpression[tag.name='sql']",
].map((selector) => ({ selector, message: SQL_OUTSIDE_REPO_MESSAGE }));
const SERVER_SCOPED_MODULES = [
  'packages/server/src/notify/management/**/*.ts',
  'packages/server/src/notify/widgets/**/*.ts',
  'packages/server/src/platform/**/*.ts',
  'packages/server/src/http/idempotency.ts',
];
// Where the unscoped database is the point, each for its reason:
const SERVER_CROSS_TENANT = [
  // the scope itself, and the authentication that resolves it from the credential;
  'packages/server/src/db/scope.ts',
  'packages/server/src/http/auth.ts',
  'packages/server/src/http/repo/credentials.ts',
  // migrations, first-run setup and demo seeds create the tenants;
  'packages/server/src/db/**/*.ts',
  'packages/server/src/seed/**/*.ts',
  // the engine's worker runs the queued jobs of every environment, each with its job's environment, and its queries
  // are the engine's repository (decision 0049).
  'packages/server/src/notify/engine/**/*.ts',
  'packages/server/src/notify/repo/engine/**/*.ts',
];

// What `no-restricted-syntax` refuses in each kind of server module. ESLint takes a rule's options from the last block
// that sets it, so a zone names every selector its files keep.
const EVERY_SERVER_MODULE = [
  TENANT_TABLE_ON_RAW_DB,
  INPUT_PARSED_AGAIN,
  CREDENTIAL_ASSERTED,
  ...NON_LITERAL_REGEXP,
];
const CROSS_TENANT_MODULES = [INPUT_PARSED_AGAIN, CREDENTIAL_ASSERTED, ...NON_LITERAL_REGEXP];
const CONTRACT_MODULE = [TENANT_TABLE_ON_RAW_DB, CREDENTIAL_ASSERTED, ...NON_LITERAL_REGEXP];
const SCOPED_MODULES = [
  TENANT_TABLE_ON_RAW_DB,
  RAW_DB,
  RAW_DB_TYPE,
  INPUT_PARSED_AGAIN,
  CREDENTIAL_ASSERTED,
  ...NON_LITERAL_REGEXP,
];
/** A block refusing `selectors` in `files` (but `ignores`). */
const syntaxZone = (files, selectors, ignores) => ({
  files,
  ...(ignores && { ignores }),
  rules: { 'no-restricted-syntax': ['error', ...selectors] },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'reports/**',
      'coverage/**',
      // The embedded database and uploads folders, not the app's src/data.
      'data/**',
      'packages/*/data/**',
      '.turbo/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-console': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: [
      'packages/{ui,notification-center,app,notification-machine}/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/no-danger': 'off',
    },
  },
  {
    files: ['packages/notification-protocol/**/*.{ts,tsx}'],
    rules: forbid(
      [
        ...herald('protocol', 'notification-machine', 'notification-center', 'ui', 'app', 'server'),
        'react',
        'react-dom',
      ],
      "notification-protocol is the kit's wire contract, the base of every package, and imports none of them (docs/architecture.md).",
    ),
  },
  {
    files: ['packages/protocol/**/*.{ts,tsx}'],
    rules: forbid(
      [...herald('notification-machine', 'ui', 'app', 'server'), 'react', 'react-dom'],
      'protocol is the base of every package and imports none of them (docs/architecture.md).',
    ),
  },
  {
    files: ['packages/notification-machine/**/*.{ts,tsx}'],
    ignores: ['packages/notification-machine/src/react/**'],
    rules: forbid(
      [...herald('protocol', 'ui', 'app', 'server'), 'react', 'react-dom', '@xstate/react'],
      "notification-machine's core depends on notification-protocol only and never on React; React lives in ./react (docs/architecture.md).",
    ),
  },
  {
    files: ['packages/notification-machine/src/react/**/*.{ts,tsx}'],
    rules: forbid(
      herald('protocol', 'ui', 'app', 'server'),
      'notification-machine imports notification-protocol only (docs/architecture.md).',
    ),
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      ...forbid(
        [
          ...herald('notification-machine', 'notification-center', 'app', 'server'),
          'react-router',
          'react-router-dom',
        ],
        'ui is the design system: no data, no lifecycle, no router; the app injects its link (docs/architecture.md).',
      ),
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'ui never calls the network: it has no data.' },
      ],
    },
  },
  {
    files: ['packages/notification-center/**/*.{ts,tsx}'],
    rules: {
      ...forbid(
        [...herald('app', 'server'), 'react-router', 'react-router-dom'],
        'The center is built on the kit (ui, notification-machine, the wire contract) and never on the app or the router (docs/architecture.md).',
      ),
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'The center never calls the network; data comes through notification-machine.',
        },
      ],
    },
  },
  {
    files: ['packages/app/**/*.{ts,tsx}'],
    rules: APP_IMPORTS,
  },
  // The app's walls (docs/decisions/0046): the rooms never import each other and shared/ imports neither. A test may
  // render the whole app through the composition root, as a visitor meets it.
  ...APP_ZONES.flatMap(({ files, patterns }) => [
    {
      files,
      rules: { 'no-restricted-imports': ['error', { patterns: [...APP_PACKAGE_PATTERNS, ...patterns] }] },
    },
    {
      files: files.map((glob) => glob.replace('*.{ts,tsx}', '*.test.{ts,tsx}')),
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...APP_PACKAGE_PATTERNS,
              ...patterns.filter((pattern) => pattern !== APP_COMPOSITION_ROOT),
            ],
          },
        ],
      },
    },
  ]),
  // One HTTP client for every call of the app, uploads and downloads included: its token, answer check and refusals.
  {
    files: ['packages/app/src/**/*.{ts,tsx}'],
    ignores: ['packages/app/src/shared/data/{http,files}.ts', 'packages/app/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest'].map((name) => ({
          name,
          message:
            'The app calls its server through src/shared/data/http.ts (`session` or `createHttp`), not on its own.',
        })),
      ],
    },
  },
  // Page paths declared once (docs/decisions/0046). The modules that name the server's API paths (`/v1/…`, some of
  // which begin like a page, e.g. /admin/outbox or /profile) are not page links.
  {
    files: ['packages/app/src/**/*.{ts,tsx}'],
    ignores: [
      'packages/app/src/**/*.test.{ts,tsx}',
      'packages/app/src/{shared,university}/data/**',
      'packages/app/src/platform/api.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...APP_PAGE_PATHS] },
  },
  {
    files: ['packages/server/**/*.{ts,tsx}'],
    rules: SERVER_IMPORTS,
  },
  // The server's walls (docs/decisions/0031): infrastructure imports no product, and a product reaches another only
  // through that product's service module.
  ...SERVER_ZONES.map(({ files, patterns }) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [...SERVER_PACKAGE_PATTERNS, ...patterns] }] },
  })),
  // The engine runs jobs for every caller: it imports no route module and no widget code (docs/decisions/0029).
  {
    files: ['packages/server/src/notify/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SERVER_PACKAGE_PATTERNS,
            ...PRODUCT_PATTERNS.notify,
            {
              group: ['**/*.routes.js', '**/*.routes'],
              message: 'The engine imports no routes (decision 0029).',
            },
            { group: ['**/widgets/*'], message: 'The engine imports no widget code (decision 0029).' },
          ],
        },
      ],
    },
  },
  // Organisation scope in one place (docs/decisions/0024): a tenant-owned table is read and written through the
  // scoped database a credential resolves to (`request.db`, `scoped(…)`, packages/server/src/db/scope.ts).
  syntaxZone(['packages/server/src/**/*.ts'], EVERY_SERVER_MODULE, SERVER_CROSS_TENANT),
  syntaxZone(SERVER_CROSS_TENANT, CROSS_TENANT_MODULES),
  // The contract itself is where input is parsed.
  syntaxZone(['packages/server/src/http/contract.ts'], CONTRACT_MODULE),
  syntaxZone(SERVER_SCOPED_MODULES, SCOPED_MODULES),
  // Queries in repositories (docs/decisions/0049): the platform's routes and services call its repo/ functions. The
  // platform is one of SERVER_SCOPED_MODULES, whose rules this zone keeps.
  syntaxZone(
    ['packages/server/src/platform/**/*.ts'],
    [...SCOPED_MODULES, ...SQL_OUTSIDE_REPO],
    ['packages/server/src/platform/repo/**'],
  ),
  // Queries in repositories (docs/decisions/0049): the university's routes and services call its repo/ functions, with
  // the rules the server block above gives every university module (the university is none of SERVER_SCOPED_MODULES
  // nor SERVER_CROSS_TENANT).
  syntaxZone(
    ['packages/server/src/university/**/*.ts'],
    [...EVERY_SERVER_MODULE, ...SQL_OUTSIDE_REPO],
    ['packages/server/src/university/repo/**'],
  ),
  // Queries in repositories, beyond the platform and the university (decision 0049): the notification service's
  // management API, widget, Inbox, shared message and subscriber modules and engine, and the server's
  // authentication, idempotency keys, mail and single sign-on call the functions of their repo/ folder (notify/repo/,
  // notify/repo/management/, notify/repo/engine/, http/repo/, mail/repo/, sso/repo/). Each zone keeps the rules its
  // files had: those of SERVER_SCOPED_MODULES (the management API, the widget, idempotency), of SERVER_CROSS_TENANT
  // (the engine, authentication), of the contract module, or of every server module.
  syntaxZone(
    [
      'packages/server/src/notify/management/**/*.ts',
      'packages/server/src/notify/widgets/**/*.ts',
      'packages/server/src/http/idempotency.ts',
    ],
    [...SCOPED_MODULES, ...SQL_OUTSIDE_REPO],
  ),
  syntaxZone(
    ['packages/server/src/notify/engine/**/*.ts', 'packages/server/src/http/auth.ts'],
    [...CROSS_TENANT_MODULES, ...SQL_OUTSIDE_REPO],
  ),
  syntaxZone(['packages/server/src/http/contract.ts'], [...CONTRACT_MODULE, ...SQL_OUTSIDE_REPO]),
  syntaxZone(
    [
      'packages/server/src/notify/*.ts',
      'packages/server/src/notify/inbox/**/*.ts',
      'packages/server/src/notify/notifications/**/*.ts',
      'packages/server/src/http/*.ts',
      'packages/server/src/mail/*.ts',
      'packages/server/src/sso/*.ts',
    ],
    [...EVERY_SERVER_MODULE, ...SQL_OUTSIDE_REPO],
    [
      'packages/server/src/http/auth.ts',
      'packages/server/src/http/contract.ts',
      'packages/server/src/http/idempotency.ts',
    ],
  ),
  // The management API's, the widget's and the idempotency keys' queries moved with the scope rules they had: a
  // function of notify/repo/, notify/repo/management/ or http/repo/idempotency-keys.ts takes the ScopedDb its
  // caller's credential resolved. Two modules of notify/repo/
  // take the server's own database, each for its reason: unscoped.ts finds the environment a widget credential is
  // made or checked for, the server's own environment and the role of the account behind one of its subscribers;
  // messages.ts counts a subscriber's messages for the sockets' pushes, which name the subscriber by its row id
  // whatever the caller's scope, and stores and finds the messages of the engine's steps on their job's database
  // (the widget's and the Inbox's counts run there on their ScopedDb).
  syntaxZone(
    [
      'packages/server/src/notify/repo/*.ts',
      'packages/server/src/notify/repo/management/**/*.ts',
      'packages/server/src/http/repo/idempotency-keys.ts',
    ],
    SCOPED_MODULES,
    ['packages/server/src/notify/repo/unscoped.ts', 'packages/server/src/notify/repo/messages.ts'],
  ),
  prettier,
);
