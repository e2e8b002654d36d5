// The project's lint rules: TypeScript's recommended set, the rules of hooks with their
// dependency arrays checked, and no import cycle. Formatting is Prettier's alone
// (eslint-config-prettier turns off every rule that would argue with it).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'storybook-static/**', 'node_modules/**', 'coverage/**', 'bench/bare/dist/**', '.storybook/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // One idea per file: a production module past 300 lines is split by idea (docs/conventions.md).
    // Migrations are frozen; msw mocks, stories and tests are not production code.
    files: ['server/**/*.ts', 'src/**/*.{ts,tsx}'],
    ignores: ['server/db/migrations/**', 'src/mocks/**', 'src/**/*.stories.tsx'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // A function past 80 lines holds more than one idea: split it into a hook, pieces or named
    // steps, or say why not in the disable comment. The msw mocks are held to it too; stories
    // and tests (describe bodies) are not.
    files: ['server/**/*.ts', 'src/**/*.{ts,tsx}'],
    ignores: ['server/db/migrations/**', 'src/**/*.stories.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Kysely's own advice: a migration is frozen in time, so it must not see today's table types.
    files: ['server/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/ui/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'tsconfig.server.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      // The browser/server line: what both sides run lives in src/api, which imports neither;
      // the app never reads the test suites. The msw mocks and stories reuse the server's
      // messages and pure rules (server/i18n, server/lib, the quiz scoring and grade-by-method rules) so that they
      // cannot drift from it.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './server', from: './src', except: ['./api'], message: 'Code the server shares with the browser lives in src/api.' },
            { target: './src', from: './tests', message: 'Builders and providers shared with tests live in src/mocks.' },
            { target: './src/api', from: ['./server', './src/mocks'], message: 'src/api is shared by both sides and imports neither.' },
            {
              target: ['./src/!(mocks)/**/!(*.stories).{ts,tsx}', './src/*.{ts,tsx}'],
              from: './server',
              message: 'The app reaches the server only over HTTP.',
            },
            {
              target: ['./src/mocks', './src/**/*.stories.tsx'],
              from: './server',
              except: ['./i18n', './lib', './routes/quizzes/scoring.ts', './routes/quizzes/gradeMethod.ts'],
              message: 'Mocks and stories may reuse server/i18n, server/lib and the quiz scoring and grading rules only.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
