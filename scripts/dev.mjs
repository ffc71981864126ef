// `npm run dev`: API with file watching and Next.js in development mode.
import { run, superviseTogether } from './processes.mjs';

superviseTogether([
  run('api', 'npm', ['run', 'dev', '-w', '@sportsbook/api']),
  run('web', 'npm', ['run', 'dev', '-w', '@sportsbook/web']),
]);
