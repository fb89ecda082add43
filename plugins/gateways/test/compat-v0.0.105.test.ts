// The key flows of every plugin against a v0.0.105 gateway (compat/flows.ts).
import { keyFlows, RELEASES } from './compat/flows.ts';

keyFlows(RELEASES['v0.0.105']!).run();
