// The type of one file's group of 0.1 handlers.
import type { OpenShell01Impl } from '../bind.ts';

/** A group of 0.1 handlers. */
export type Handlers01<K extends keyof OpenShell01Impl> = Pick<OpenShell01Impl, K>;
