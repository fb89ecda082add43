// What a console extension imports as `@portcullis/console`: the console's own API client, session, router and
// widgets. Extensions are built against this file's types; at run time the build's shim reads the same values
// from `globalThis.portcullisConsole` (scripts/build-extension.ts), so nothing here is bundled twice.
export { Button, Form, Heading, Link, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
export { api, expect, expectOptional } from '../api/client.ts';
export { ConfirmAction } from '../components/ConfirmAction.tsx';
export { DataList } from '../components/DataList.tsx';
export { Field } from '../components/Field.tsx';
export { ProblemMessage } from '../components/ProblemMessage.tsx';
export { RelativeTime } from '../components/RelativeTime.tsx';
export { StatusBadge } from '../components/StatusBadge.tsx';
export { useLoad } from '../components/useLoad.ts';
export { useSubmit } from '../components/useSubmit.ts';
export { navigate, useLocation } from '../router.tsx';
export { useSession } from '../session.tsx';
export type { ExtensionComponents, ExtensionPageProps, ExtensionSandboxProps, ExtensionTabProps } from './host.ts';
