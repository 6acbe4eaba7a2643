// @ts-check
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The dependency rule (DESIGN.md): arrows point inward only.
 * - core/ imports only core/, fp-ts, io-ts, rxjs, date-fns, date-fns-tz, and never touches the
 *   clock, randomness, the network, the window or storage directly.
 * - ui/ never imports adapters/, composition/ or Inversify.
 * - adapters/ never import ui/ or composition/.
 * - sandbox/ imports only core/ and the wire contract (adapters/http/contract).
 * tests/unit/dependency-rule.test.ts proves each zone fails on a violation.
 */
const OUTER_LAYERS = '(^|/)(adapters|ui|composition|sandbox|tests|e2e|bench|scripts)(/|$)'

/** The browser's own date and time inputs (they read and write in the browser's language). */
const NATIVE_DATE_TYPES = "[value=/^(time|date|datetime-local|month|week)$/]"
const NATIVE_DATE_TEMPLATE = "[value.cooked=/^(time|date|datetime-local|month|week)$/]"
const NATIVE_DATE_MESSAGE =
  "Use the DatePicker (dd-MM-yyyy), TimePicker (h:mm A) or DateTimePicker from ui/widgets, not the browser's date or time input (it follows the browser's language)."

export const coreRules = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: '^(?!\\.|fp-ts(/|$)|io-ts(/|$)|rxjs(/|$)|date-fns(/|$)|date-fns-tz(/|$))',
          message: 'core/ may import only core/, fp-ts, io-ts, rxjs, date-fns and date-fns-tz.',
        },
        { regex: OUTER_LAYERS, message: 'core/ must not import outer layers (adapters, ui, composition, sandbox).' },
      ],
    },
  ],
  'no-restricted-globals': [
    'error',
    ...['window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'navigator', 'XMLHttpRequest', 'indexedDB', 'location', 'crypto', 'process', 'setTimeout', 'setInterval'].map(
      (name) => ({ name, message: `core/ must not use ${name}: go through a port.` }),
    ),
  ],
  'no-restricted-properties': [
    'error',
    { object: 'Date', property: 'now', message: 'core/ reads time from the Clock port or a `now` argument.' },
    { object: 'Math', property: 'random', message: 'core/ gets ids from the IdGenerator port.' },
    { object: 'globalThis', message: 'core/ must not reach platform globals.' },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: "NewExpression[callee.name='Date'][arguments.length=0]",
      message: 'core/ must not read the current time with new Date(): use the Clock port or a `now` argument.',
    },
    {
      selector: "CallExpression[callee.name='Date']",
      message: 'core/ must not read the current time with Date(): use the Clock port or a `now` argument.',
    },
  ],
}

export default tseslint.config(
  {
    ignores: ['dist/', 'node_modules/', 'tests/fixtures/', 'test-results/', 'playwright-report/', '.sandbox-data/', 'bench/results/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  { files: ['core/**/*.ts'], rules: coreRules },
  {
    files: ['ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)(adapters|composition|sandbox)(/|$)', message: 'ui/ reaches adapters only through the UseCases record.' },
            { regex: '^(inversify|reflect-metadata)(/|$)', message: 'ui/ never sees the container: use useUseCase().' },
          ],
          paths: [
            {
              name: 'react',
              importNames: ['lazy'],
              message: "React's lazy takes the page down when a chunk cannot be fetched (offline): use lazy from ui/app/preloadable-lazy or quietPart from ui/app/lazy-component.",
            },
            {
              name: 'react',
              importNames: ['useId'],
              message: "Preact's useId repeats ids across dialogs (each portal counts from zero): use useUniqueId from ui/app/use-unique-id.",
            },
          ],
        },
      ],
    },
  },
  {
    // Days and times are chosen with the shared pickers (dd-MM-yyyy, h:mm A), never the browser's
    // own inputs, which follow the browser's language. tests/unit/native-date-inputs-lint.test.ts.
    files: ['ui/**/*.{ts,tsx}'],
    ignores: ['ui/widgets/date-picker.tsx', 'ui/widgets/time-picker.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          `JSXAttribute[name.name='type'] > Literal${NATIVE_DATE_TYPES}`,
          `JSXAttribute[name.name='type'] > JSXExpressionContainer > Literal${NATIVE_DATE_TYPES}`,
          `JSXAttribute[name.name='type'] > JSXExpressionContainer > TemplateLiteral > TemplateElement${NATIVE_DATE_TEMPLATE}`,
        ].map((selector) => ({ selector, message: NATIVE_DATE_MESSAGE })),
      ],
    },
  },
  {
    files: ['adapters/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)(ui|composition|sandbox)(/|$)', message: 'adapters/ implement core ports; they never import ui/, composition/ or sandbox/.' }] },
      ],
    },
  },
  {
    files: ['adapters/http/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)(ui|composition|sandbox)(/|$)', message: 'The wire contract is shared by client and sandbox; it imports only core/ and io-ts.' },
            { regex: '^\\.\\./(?!\\.\\./\\.\\./core/)', message: 'The wire contract imports nothing else from adapters/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)(ui|composition)(/|$)', message: 'The sandbox is a separate program: it may import core/ and the wire contract only.' },
            { regex: '(^|/)adapters/(?!http/contract/)', message: 'The sandbox may import only the wire contract (adapters/http/contract) from adapters/.' },
          ],
        },
      ],
    },
  },
)
