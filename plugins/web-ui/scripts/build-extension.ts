// Builds a plugin's console extension (docs/plugins.md, "Console pages"): its TSX entry into one ES module whose
// default export the console calls with its host API. `react`, `react/jsx-runtime` and `@portcullis/console` are
// not bundled: each becomes a few lines that read the console's own copy from `globalThis.portcullisConsole`, so
// the extension shares the console's React (hooks and context work) and adds only its own code to the page.
import { build, type Plugin } from 'vite';

const REACT_EXPORTS = [
  'Children',
  'Fragment',
  'StrictMode',
  'Suspense',
  'cloneElement',
  'createContext',
  'createElement',
  'forwardRef',
  'isValidElement',
  'lazy',
  'memo',
  'startTransition',
  'use',
  'useCallback',
  'useContext',
  'useDeferredValue',
  'useEffect',
  'useId',
  'useLayoutEffect',
  'useMemo',
  'useReducer',
  'useRef',
  'useState',
  'useSyncExternalStore',
  'useTransition',
];

/** The names of app/src/extensions/console-module.ts (its values; types need no shim). */
const CONSOLE_EXPORTS = [
  'Button',
  'Form',
  'Heading',
  'Link',
  'Tab',
  'TabList',
  'TabPanel',
  'Tabs',
  'api',
  'expect',
  'expectOptional',
  'ConfirmAction',
  'DataList',
  'Field',
  'ProblemMessage',
  'RelativeTime',
  'StatusBadge',
  'useLoad',
  'useSubmit',
  'navigate',
  'useLocation',
  'useSession',
];

const HOST = 'globalThis.portcullisConsole';

const shim = (from: string, names: string[], withDefault: boolean) =>
  `const host = ${from};\n${withDefault ? 'export default host;\n' : ''}export const { ${names.join(', ')} } = host;\n`;

const SHIMS: Record<string, string> = {
  react: shim(`${HOST}.React`, REACT_EXPORTS, true),
  'react/jsx-runtime': shim(`${HOST}.jsxRuntime`, ['jsx', 'jsxs', 'Fragment'], false),
  '@portcullis/console': shim(`${HOST}.console`, CONSOLE_EXPORTS, false),
};

const PREFIX = '\0portcullis-console:';

function consoleHostModules(): Plugin {
  return {
    name: 'portcullis-console-host',
    enforce: 'pre',
    resolveId: (id) => (id in SHIMS ? `${PREFIX}${id}` : null),
    load: (id) => (id.startsWith(PREFIX) ? SHIMS[id.slice(PREFIX.length)] : null),
  };
}

/** Bundles `entry` into `outDir/index.js` (emptied first). */
export async function buildConsoleExtension({ entry, outDir }: { entry: string; outDir: string }): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [consoleHostModules()],
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: () => 'index.js' },
    },
  });
}
