import { scrub, scrubText } from './scrub';
import { setErrorSink, type FailureRecord } from './errorReporting';

/**
 * DECISIONS 6: with a DSN configured, failures also go to Sentry. The SDK is loaded on demand
 * (no DSN, no SDK in the page). Every event is scrubbed before it leaves: no token, password or
 * personal data; no user data, cookies, headers, bodies or query parameters collected.
 */
export interface SentrySettings {
  dsn: string;
  environment: string;
}

type SentryEvent = { request?: { url?: string; headers?: unknown; cookies?: unknown; query_string?: unknown }; user?: unknown; message?: string; breadcrumbs?: { message?: string; data?: unknown }[] };

export function scrubSentryEvent<E extends SentryEvent>(event: E): E {
  const clean = scrub(event);
  if (clean.request) {
    if (clean.request.url) clean.request.url = scrubText(clean.request.url);
    delete clean.request.headers;
    delete clean.request.cookies;
    delete clean.request.query_string;
  }
  delete clean.user;
  return clean;
}

export async function installSentry({ dsn, environment }: SentrySettings): Promise<void> {
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    environment,
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    // Our own HTTP layer and sagas report what matters; automatic breadcrumbs could carry addresses with tokens.
    defaultIntegrations: false,
    integrations: [Sentry.dedupeIntegration(), Sentry.linkedErrorsIntegration()],
    beforeSend: (event) => scrubSentryEvent(event),
  });
  setErrorSink((error: unknown, record: FailureRecord) => {
    Sentry.captureException(error instanceof Error ? error : new Error(record.message), {
      tags: { kind: record.kind },
      extra: record.context,
    });
  });
}
