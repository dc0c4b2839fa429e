// One lint configuration for the whole repository. The import-direction rules encode DESIGN.md:
// protocol <- notification-machine <- ui <- app, and protocol <- server. Nothing imports app or server.
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

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'reports/**',
      'coverage/**',
      '**/data/**',
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
    files: ['packages/{ui,app,notification-machine}/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/no-danger': 'off',
    },
  },
  {
    files: ['packages/protocol/**/*.{ts,tsx}'],
    rules: forbid(
      [...herald('notification-machine', 'ui', 'app', 'server'), 'react', 'react-dom'],
      'protocol is the base of every package and imports none of them (DESIGN.md).',
    ),
  },
  {
    files: ['packages/notification-machine/**/*.{ts,tsx}'],
    ignores: ['packages/notification-machine/src/react/**'],
    rules: forbid(
      [...herald('ui', 'app', 'server'), 'react', 'react-dom', '@xstate/react'],
      "notification-machine's core depends on protocol only and never on React; React lives in ./react (DESIGN.md).",
    ),
  },
  {
    files: ['packages/notification-machine/src/react/**/*.{ts,tsx}'],
    rules: forbid(herald('ui', 'app', 'server'), 'notification-machine imports protocol only (DESIGN.md).'),
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      ...forbid(
        [...herald('app', 'server'), 'react-router', 'react-router-dom'],
        'ui imports protocol and notification-machine only, and never the router: the app injects its link (DESIGN.md).',
      ),
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'ui never calls the network; data comes through notification-machine.' },
      ],
    },
  },
  {
    files: ['packages/app/**/*.{ts,tsx}'],
    rules: forbid(herald('server'), 'Nothing imports the server (DESIGN.md).'),
  },
  {
    files: ['packages/server/**/*.{ts,tsx}'],
    rules: forbid(
      [...herald('notification-machine', 'ui', 'app'), 'react', 'react-dom'],
      'The server imports protocol only (DESIGN.md).',
    ),
  },
  prettier,
);
