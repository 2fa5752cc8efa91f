import type { RuntimeConfig } from '../../config/runtimeConfig';
import type { SessionState } from '../../entities/session/sessionSlice';
import type { RecordedAction, RecordedAnswer } from '../../shared/lib/diagnostics';
import type { FailureRecord } from '../../shared/lib/errorReporting';
import { brasiliaClock, brasiliaIsoDay } from '../../domain/brasiliaTime';
import { scrub } from '../../shared/lib/scrub';

/**
 * The diagnostic bundle support imports to see the user's screen (DECISIONS 16): the failure
 * journal, the application state, the recent actions and the API answers behind the screen.
 * Nothing in it names the person: the session keeps status, subject and authorities only, and
 * every part is scrubbed (no token, password, e-mail, CPF or phone).
 */
export const BUNDLE_FORMAT = 'diagnostico-cotacoes/1';

export interface DiagnosticBundle {
  formato: typeof BUNDLE_FORMAT;
  geradoEm: string;
  ambiente: string;
  /** The screen to reproduce: the last one shown outside the support page. */
  rota: string;
  usuario: { sub: string; perfis: string[] } | null;
  falhas: FailureRecord[];
  estado: Record<string, unknown>;
  acoes: RecordedAction[];
  respostas: RecordedAnswer[];
}

export interface DiagnosableState {
  config: RuntimeConfig;
  session: SessionState;
  [slice: string]: unknown;
}

export interface BundleSources {
  failures: FailureRecord[];
  actions: RecordedAction[];
  answers: RecordedAnswer[];
  route: string | null;
  now: Date;
}

/** The session as support may see it: who (subject and roles), not the person's name. */
function anonymousSession({ status, user }: SessionState): SessionState {
  return {
    status,
    user: user && { sub: user.sub, nome: '', authorities: user.authorities, isAdmin: user.isAdmin, expiresAt: null },
    loginPending: false,
    loginError: null,
  };
}

/**
 * The state minus what is not the screen's: the runtime configuration (the replay uses its own)
 * and the support page's own slice.
 */
function stateForBundle(state: DiagnosableState): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...state };
  delete rest.config;
  delete rest.support;
  return scrub({ ...rest, session: anonymousSession(state.session) });
}

export function buildBundle(state: DiagnosableState, { failures, actions, answers, route, now }: BundleSources): DiagnosticBundle {
  const user = state.session.user;
  return {
    formato: BUNDLE_FORMAT,
    geradoEm: now.toISOString(),
    ambiente: state.config.environment,
    rota: route ?? failures.at(-1)?.route ?? '/',
    usuario: user && { sub: user.sub, perfis: [...user.authorities] },
    falhas: scrub(failures),
    estado: stateForBundle(state),
    acoes: actions,
    respostas: answers,
  };
}

/** diagnostico-AAAAMMDD-HHmm.json, Brasília time */
export function bundleFileName(now: Date): string {
  return `diagnostico-${brasiliaIsoDay(now).replaceAll('-', '')}-${brasiliaClock(now).replace(':', '')}.json`;
}
