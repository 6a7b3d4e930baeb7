// Imported first by the modules that bring zod to the page (services/api.ts, which every page that
// calls the API loads, and base/recent-projects.ts), so it runs before anything parses. The app's
// CSP forbids eval, so zod must not try its eval-based fast path: left on, its probe is refused
// and the browser logs a CSP violation on every page.
import { z } from 'zod';

z.config({ jitless: true });
