// `npm start`: boot the configured plugins and serve until SIGTERM/SIGINT.
import { serve } from './serve.ts';

await serve();
