// The console page of a new plugin: an ES module the web console imports at run time (docs/plugins.md, "Console
// pages"). Plain JavaScript, so that the package needs no bundler: the console hands it its React and widgets.
import type { PluginNames } from './names.ts';

/** The page's path in the console, also its navigation entry. */
export const consolePath = (names: PluginNames): string => `/${names.id}`;

/** What src/index.ts contributes: the page and its navigation entry, served from the package's console/. */
export function consoleContribution(names: PluginNames): string {
  return `    // The console page (console/index.js), with its entry in the console's navigation.
    api.contribute(consoleExtensions, {
      id: '${names.id}',
      directory: fileURLToPath(new URL('../console', import.meta.url)),
      module: 'index.js',
      pages: [{ path: '${consolePath(names)}', label: '${names.pascal}' }],
    });
`;
}

export function consolePage(names: PluginNames): string {
  return `// The ${names.id} page of the web console, listing the records. The console imports this module at run time and
// calls its default export with its host API: React (the console's own copy), the API client, the session with its
// roles, and widgets (Heading, Button, DataList, ProblemMessage, ...). Plain JavaScript, so nothing to build; a
// bigger page may be written in TSX and bundled with react and @portcullis/console left to the host.
export default function activate({ React, console: ui }) {
  const h = React.createElement;

  function RecordsPage() {
    const load = (paging) => ui.expect(ui.api.GET('/api/${names.id}/records', { params: { query: paging } }));
    return h(
      React.Fragment,
      null,
      h(ui.Heading, { level: 1 }, '${names.pascal}'),
      h(ui.DataList, {
        label: 'Records',
        load,
        keyOf: (record) => record.id,
        columns: [
          { title: 'Title', render: (record) => record.title },
          { title: 'Created by', render: (record) => record.created_by },
          { title: 'Created', render: (record) => h(ui.RelativeTime, { value: record.created_at }) },
        ],
        empty: 'No records yet: operators create them with POST /api/${names.id}/records.',
      }),
    );
  }

  return { pages: { '${consolePath(names)}': RecordsPage } };
}
`;
}
