// Imported first by main.tsx. The app's CSP forbids eval, so zod must not try its eval-based fast
// path: left on, its probe is refused and the browser logs a CSP violation on every page.
import { z } from 'zod';

z.config({ jitless: true });
