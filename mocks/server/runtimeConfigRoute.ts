import { readFileSync } from 'node:fs';
import type { Request, Response } from 'express';

export interface ServedRuntimeConfig {
  allowedParentOrigins?: string[];
  [field: string]: unknown;
}

/**
 * The runtime configuration file with this server's own origins added to allowedParentOrigins:
 * the demo portal page (/embed-demo.html) is served by the same server, so embedded mode works on
 * whatever port it runs (PORT, E2E_PORT) without editing the file. The production server's
 * frame-ancestors is built from the same list (mocks/server/securityHeaders.ts).
 */
export function servedRuntimeConfig(file: string, port: number | undefined): ServedRuntimeConfig {
  const config = JSON.parse(readFileSync(file, 'utf8')) as ServedRuntimeConfig;
  const own = [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
  return { ...config, allowedParentOrigins: [...new Set([...(config.allowedParentOrigins ?? []), ...own])] };
}

/** Serves the runtime configuration file as /config.json (see servedRuntimeConfig). */
export function runtimeConfigRoute(file: string) {
  return (req: Request, res: Response): void => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(servedRuntimeConfig(file, req.socket.localPort));
  };
}
