// What most console test files boot before their first test: Chromium, the configured service on a fixed loopback
// origin with its first administrator, and one simulated gateway registered under a name; all stopped after the last.
import type { Simulator, StartOptions } from '@portcullis/openshell-sim';
import { closeTestSimulators, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import type { TestKernel } from '@portcullis/testing';
import type { Test } from 'uvu';
import { ConsoleBrowsers } from './console-browser.ts';
import { type ApiCaller, registerGateway, setUpAdmin, startConsoleService } from './console-steps.ts';

export interface ConsoleOnSimulator {
  readonly origin: string;
  t: TestKernel;
  admin: ApiCaller;
  browsers: ConsoleBrowsers;
  sim: Simulator;
}

export interface ConsoleOnSimulatorOptions {
  port: number;
  /** What the browser is for, named when Chromium is missing. */
  purpose: string;
  /** The name the simulator is registered under. */
  gateway: string;
  profile?: StartOptions['profile'];
  env?: Record<string, string>;
  /** Seeds the simulator before it is registered. */
  seed?(sim: Simulator): void;
}

/** Registers the suite's before and after hooks; the fields are set once the before hook has run. */
export function consoleOnSimulator(suite: Test, options: ConsoleOnSimulatorOptions): ConsoleOnSimulator {
  const fixture = { origin: `http://localhost:${options.port}` } as ConsoleOnSimulator;
  suite.before(async () => {
    fixture.browsers = await ConsoleBrowsers.launch(options.purpose, fixture.origin);
    fixture.t = await startConsoleService(options.port, options.env);
    fixture.admin = await setUpAdmin(fixture.origin);
    fixture.sim = await startTestSimulator(options.profile ? { profile: options.profile } : {});
    options.seed?.(fixture.sim);
    await registerGateway(fixture.admin, options.gateway, `http://${fixture.sim.address}`);
  });
  suite.after(async () => {
    await fixture.browsers?.close();
    await fixture.t?.stop();
    await closeTestSimulators();
  });
  return fixture;
}
