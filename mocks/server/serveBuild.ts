import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Application, type NextFunction, type Request, type Response } from 'express';
import { runtimeConfigRoute, servedRuntimeConfig } from './runtimeConfigRoute';
import { BASE_SECURITY_HEADERS, newNonce, securityHeaders, withNonce } from './securityHeaders';

/** nosniff and the referrer policy on every response (mounted before the mock API). */
export function baseSecurityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.set(BASE_SECURITY_HEADERS);
  next();
}

/**
 * `serve:dist`: a production build with the production server's headers. Every HTML page (the app's
 * index.html for any route, the demo portal page) gets a fresh nonce on its script tags and the
 * security headers built from the served runtime configuration; other files and the API get
 * baseSecurityHeaders. `configFile` replaces the build's config.json (browser tests).
 */
export function serveBuild(app: Application, root: string, configFile = path.join(root, 'config.json')): void {
  const html = new Map<string, string>();
  const page = (file: string) => {
    if (!html.has(file)) html.set(file, readFileSync(file, 'utf8'));
    return html.get(file)!;
  };
  const sendPage = (file: string, req: Request, res: Response): void => {
    const nonce = newNonce();
    const config = servedRuntimeConfig(configFile, req.socket.localPort);
    res.set({ ...securityHeaders(config, nonce), 'Cache-Control': 'no-store' });
    res.type('html').send(withNonce(page(file), nonce));
  };
  app.get('/config.json', runtimeConfigRoute(configFile));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || !req.path.endsWith('.html')) return next();
    const file = path.join(root, path.normalize(req.path));
    if (!file.startsWith(root + path.sep)) return next();
    try {
      sendPage(file, req, res);
    } catch {
      next();
    }
  });
  app.use(express.static(root, { index: false }));
  app.use((req: Request, res: Response) => sendPage(path.join(root, 'index.html'), req, res));
}
