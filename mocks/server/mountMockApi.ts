import { createMiddleware } from '@mswjs/http-middleware';
import type { Application, NextFunction, Request, Response } from 'express';
import { selectScenario } from '../db/current';
import { handlers } from '../handlers/allHandlers';
import type { ScenarioName } from '../db/types';

/** Serves the mock API under /api of an express app (the dev server's or the standalone one). */
export function mountMockApi(app: Application, options: { scenario: string }): void {
  selectScenario(options.scenario as ScenarioName);
  app.use('/api', allowCrossOrigin);
  app.use(createMiddleware(...handlers));
}

/** A production build served elsewhere may point its apiBaseUrl here. */
function allowCrossOrigin(req: Request, res: Response, next: NextFunction): void {
  const origin = req.headers.origin;
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  }
  if (req.method === 'OPTIONS') {
    res.status(204).end();
    return;
  }
  next();
}
