/**
 * Ports of the production-build browser tests: the app on E2E_DIST_PORT (default 8090), an allowed
 * parent page on the next port, an unlisted one on the one after; then the same build on a port
 * of its own whose apiBaseUrl points at a mock API alone on the next one (cross-origin calls).
 */
const app = Number(process.env.E2E_DIST_PORT ?? 8090);
export const distPorts = { app, allowedParent: app + 1, unlistedParent: app + 2, crossOriginApp: app + 3, crossOriginApi: app + 4 };
