// ESLint flat config: typescript-eslint's type-checked rules everywhere, react-hooks and jsx-a11y on the web,
// the ARCHITECTURE rule "no imports across features on the web side", and eslint-config-prettier last
// (formatting is Prettier's job: `npm run lint` runs `prettier --check .` after ESLint).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const featuresDir = 'apps/web/src/features';
// Read at lint time, so a new feature folder is covered without touching this file.
const features = readdirSync(path.join(root, featuresDir), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
    rules: {
      // Refs are known by useRef, not by name: dnd-kit's callbacks `setNodeRef` / `setActivatorNodeRef` are functions, and the
      // name rule made every read of the object holding them (style, isDragging, listeners) a "ref read during render".
      'react-hooks/refs': ['error', { environment: { enableTreatRefLikeIdentifiersAsRefs: false } }],
    },
  },

  {
    // docs/ARCHITECTURE: no imports across features on the web side; shared code goes to packages/shared or app/.
    files: [`${featuresDir}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: features.map((feature) => ({
            target: `${featuresDir}/${feature}`,
            from: featuresDir,
            except: [`./${feature}`],
            message: 'Features do not import each other: move what both need to app/ or packages/shared.',
          })),
        },
      ],
    },
  },

  prettier,
);
