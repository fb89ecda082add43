import { createServiceRef } from '@portcullis/core';
import type { ConsoleExtensions } from './extensions.ts';

export const consoleExtensionsRef = createServiceRef<ConsoleExtensions>({ id: 'web-ui.extensions' });
