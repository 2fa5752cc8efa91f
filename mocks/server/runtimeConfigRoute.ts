import { readFileSync } from 'node:fs';
import type { Request, Response } from 'express';

/**
 * Serves the runtime configuration file as /config.json with this server's own origins added to
 * allowedParentOrigins: the demo portal page (/embed-demo.html) is served by the same server, so
 * embedded mode works on whatever port it runs (PORT, E2E_PORT) without editing the file.
 */
export function runtimeConfigRoute(file: string) {
  return (req: Request, res: Response): void => {
    const config = JSON.parse(readFileSync(file, 'utf8')) as { allowedParentOrigins?: string[] };
    const port = req.socket.localPort;
    const own = [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ...config, allowedParentOrigins: [...new Set([...(config.allowedParentOrigins ?? []), ...own])] });
  };
}
