// The dependency rule of ARCHITECTURE.md ("Who may import what"), enforced here and run by `npm test`.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const root = import.meta.dirname;
const featuresDir = path.join(root, 'src/features');
const features = fs.existsSync(featuresDir) ? fs.readdirSync(featuresDir).filter((f) => fs.statSync(path.join(featuresDir, f)).isDirectory()) : [];

/** Each feature may not import any other feature. */
const crossFeatureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'Features talk to each other only through entities, URLs and shared events (ARCHITECTURE.md).',
}));

const layerZones = [
  { target: './src/api', from: ['./src/app', './src/features', './src/entities', './src/domain'], message: 'api/ is HTTP only: it may import shared/lib and its own dto and schemas.' },
  { target: './src/domain', from: ['./src/app', './src/features', './src/entities', './src/widgets'], message: 'domain/ holds pure rules: no app, features, entities or api.' },
  // The wire types a rule is about keep one home, api/*Dto.ts: domain/ imports them (type-only, below) and nothing else of api/.
  { target: './src/domain', from: './src/api/**', except: ['**/src/api/*Dto.ts', '**/src/api/dto.ts'], message: 'domain/ holds pure rules: of api/ only the wire types (*Dto.ts), type-only.' },
  { target: './src/shared', from: ['./src/app', './src/features', './src/entities', './src/api', './src/widgets'], message: 'shared/ is domain-free: no app, features, entities, api or widgets.' },
  // widgets/: UI that knows the order and quotation domain, shared by several features (a header, a stepper, the looping fields).
  { target: './src/widgets', from: ['./src/app', './src/features', './src/entities'], message: 'widgets/ are props-driven: no app, features or entities (the feature reads the store and passes props).' },
  { target: './src/widgets', from: './src/api/**', except: ['**/src/api/*Dto.ts', '**/src/api/dto.ts'], message: 'widgets/ take of api/ only the wire types (*Dto.ts), type-only.' },
  { target: './src/entities', from: ['./src/features', './src/app', './src/widgets'], message: 'entities/ may not import features or app.' },
  { target: './src/features', from: './src/app', except: ['./hooks.ts', './configSlice.ts', './rootReducer.ts', './store.ts'], message: 'Features may use app/hooks only.' },
  { target: './mocks', from: ['./src/app', './src/features', './src/entities', './src/shared', './src/widgets'], message: 'mocks/ may use api dto types and domain only.' },
  { target: './src/!(test)/**/!(*.test).ts?(x)', from: './mocks', message: 'Application code never imports the mock API.' },
];

const TEST_FOCUS_RULES = [
  { selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]", message: 'No focused tests.' },
  { selector: "CallExpression[callee.property.name='skip'][callee.object.name=/^(it|test|describe)$/]", message: 'No skipped tests.' },
];

/** A saga-only event is a createAction (docs/architecture.md "Saga-only events"), never an empty reducer. */
const SAGA_EVENT_RULES = [
  { selector: "CallExpression[callee.name='createSlice'] Property[key.name='reducers'] > ObjectExpression > Property > :matches(FunctionExpression, ArrowFunctionExpression) > BlockStatement[body.length=0]", message: 'A saga-only event is a createAction beside the slice (docs/architecture.md "Saga-only events"), not an empty reducer.' },
];

/** Issue 17 item 6: every dangerouslySetInnerHTML goes through the one sanitizer, and only it loads DOMPurify. */
const SANITIZER_RULES = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML'] > JSXExpressionContainer > :not(CallExpression[callee.name='sanitizeHtml'])", message: 'dangerouslySetInnerHTML takes sanitizeHtml(...) (shared/lib/sanitizeHtml.ts) and nothing else.' },
  { selector: "Property[key.name='dangerouslySetInnerHTML']:not([value.type='CallExpression'][value.callee.name='sanitizeHtml'])", message: 'dangerouslySetInnerHTML takes sanitizeHtml(...) (shared/lib/sanitizeHtml.ts) and nothing else.' },
  { selector: "AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/], CallExpression[callee.property.name=/^(insertAdjacentHTML|write|writeln)$/][callee.object.name='document'], CallExpression[callee.property.name='insertAdjacentHTML']", message: 'Markup goes through sanitizeHtml and React, never innerHTML/insertAdjacentHTML/document.write.' },
  { selector: ":matches(ImportDeclaration, ImportExpression)[source.value='dompurify']", message: 'Only shared/lib/htmlPurifier.ts loads DOMPurify: use sanitizeHtml.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'public/**', 'e2e/test-results/**', 'e2e/bench/results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...crossFeatureZones, ...layerZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/index', '**/index.ts', '**/index.tsx'], message: 'No barrels: import the module itself.' }] }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', ...TEST_FOCUS_RULES, ...SANITIZER_RULES, ...SAGA_EVENT_RULES],
    },
  },
  // Issue 30 item 7: the JSX accessibility rules (labels, roles, keyboard alternatives) on the app's components.
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['src/**/*.tsx'],
    rules: {
      // Focus goes on its own only where a screen or dialog has one obvious first field (the login, a new store of the sign-up, a dialog's search); reviewed one by one.
      'jsx-a11y/no-autofocus': 'off',
      // A named region that may scroll sideways is focusable (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
      // Formik's Field renders the input.
      'jsx-a11y/label-has-associated-control': ['error', { controlComponents: ['Field'], assert: 'either', depth: 3 }],
    },
  },
  {
    files: ['src/domain/**/*.ts', 'src/widgets/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['**/api/*'], allowTypeImports: true, message: 'domain/ and widgets/ read the wire types only: `import type` (docs/architecture.md "Layers").' }] }],
    },
  },
  { files: ['src/shared/lib/htmlPurifier.ts'], rules: { 'no-restricted-syntax': ['error', ...TEST_FOCUS_RULES] } },
  {
    // Only sagas (and api/) call the API; components and slices never do, and nobody but http.ts calls fetch.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**', 'src/**/*Sagas.ts', 'src/**/*sagas/**', 'src/app/boot.tsx', 'src/**/*.test.ts?(x)', 'src/test/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/api/*Api', '**/api/http'], message: 'Only sagas call the API (ARCHITECTURE.md).' },
        { group: ['**/index', '**/index.ts', '**/index.tsx'], message: 'No barrels: import the module itself.' },
      ] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/http.ts', 'src/**/*.test.ts?(x)', 'src/test/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use api/http.ts: it is the only caller of fetch.' }],
      'no-restricted-properties': ['error', { object: 'window', property: 'fetch', message: 'Use api/http.ts.' }],
    },
  },
  {
    // Cancelling a saga must reach its requests: effects (all, race) and callApi, never promises a cancel cannot stop.
    files: ['src/**/*Sagas.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...TEST_FOCUS_RULES,
        ...SANITIZER_RULES,
        { selector: "MemberExpression[object.name='Promise'][property.name=/^(all|race|allSettled|any)$/]", message: 'In sagas use all/race effects with callApi, so a cancel aborts every request (ARCHITECTURE "Sagas").' },
      ],
    },
  },
);
