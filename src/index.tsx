import { createRoot } from 'react-dom/client';
import { boot } from './app/boot';
import { reportError } from './shared/lib/errorReporting';
import './app/global.css';

// React 19 root hook: a render error no boundary caught reaches the journal (and Sentry when configured).
// Errors caught by the route error page are reported there (app/RouteError.tsx).
const root = createRoot(document.getElementById('root')!, {
  onUncaughtError: (error, info) => reportError(error, 'render', { componentStack: info.componentStack }),
});
void boot(root);
