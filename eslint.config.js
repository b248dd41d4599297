// ESLint flat config: typescript-eslint's type-checked rules everywhere, react-hooks and jsx-a11y on the web,
// the ARCHITECTURE rule "no imports across features on the web side", and eslint-config-prettier last
// (formatting is Prettier's job: `npm run lint` runs `prettier --check .` after ESLint).
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const featuresDir = path.join(root, 'apps/web/src/features');

/**
 * docs/ARCHITECTURE: no imports across features on the web side (shared code goes to packages/shared or
 * app/). A relative import (static, dynamic or re-export) from features/<a>/ that resolves into
 * features/<b>/ is reported. Written here rather than taken from a plugin: the one plugin that does it
 * (import-x) needs native resolver bindings that the registry of our machines does not carry for
 * every platform, which left package-lock.json unusable by `npm ci`.
 */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    messages: { cross: 'Features do not import each other ({{from}} imports {{to}}): move what both need to app/ or packages/shared.' },
    schema: [],
  },
  create(context) {
    const own = path.relative(featuresDir, context.filename).split(path.sep)[0];
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.relative(featuresDir, path.resolve(path.dirname(context.filename), source.value));
      if (target.startsWith('..') || path.isAbsolute(target)) return;
      const feature = target.split(path.sep)[0];
      if (feature !== own) context.report({ node: source, messageId: 'cross', data: { from: own, to: feature } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};

/**
 * react-hooks' rules built on the React Compiler, each given the same compiler options. Refs are known by useRef, not by
 * name: dnd-kit's callbacks `setNodeRef` / `setActivatorNodeRef` are functions, and the name rule made every read of the
 * object holding them (style, isDragging, listeners) a "ref read during render". The same options for every rule, not
 * for `refs` alone: the plugin compiles a file once for all its rules only while their options agree (it keeps one
 * result per file), and one rule's own options made it compile each file three times, a third of the linter's time.
 */
const compilerOptions = { environment: { enableTreatRefLikeIdentifiersAsRefs: false } };
const reactCompilerRules = Object.fromEntries(
  Object.entries(reactHooks.configs.flat.recommended.rules)
    .filter(([name]) => name !== 'react-hooks/rules-of-hooks' && name !== 'react-hooks/exhaustive-deps')
    .map(([name, level]) => [name, [level, compilerOptions]]),
);

export default defineConfig(
  globalIgnores(['**/node_modules/', '**/dist/', 'data/', 'coverage/', 'test-results/', 'playwright-report/']),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Each file is checked with the nearest tsconfig.json (packages/shared, apps/api, apps/web, e2e, bench);
        // the two root config files belong to none, so they get the base options.
        projectService: {
          allowDefaultProject: ['vitest.config.ts', 'playwright.config.ts'],
          defaultProject: 'tsconfig.base.json',
        },
        tsconfigRootDir: root,
      },
    },
    rules: {
      // Fastify plugins and handlers, test mocks and cleanups are async by contract (the promise is the API), awaited or not.
      '@typescript-eslint/require-await': 'off',
      // As tsc's noUnusedLocals: a property taken out by destructuring to leave the rest (`{ total: _total, ...rest }`) is used.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // Tests read HTTP answers with `res.json()` (typed `any` by light-my-request and Playwright) and their assertions check
    // the shape; typing each answer again would restate the zod schemas.
    files: ['**/*.test.{ts,tsx}', '**/src/test/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Plain JavaScript (scripts, this file, PostCSS config) is in no tsconfig: lint it without type information.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },

  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: globals.browser },
    rules: reactCompilerRules,
  },

  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { portal: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: { 'portal/no-cross-feature-imports': 'error' },
  },

  prettier,
);
