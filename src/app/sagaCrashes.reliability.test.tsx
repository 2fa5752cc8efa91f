import type { UnknownAction } from '@reduxjs/toolkit';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ChatWidgetApi } from '../features/chat/chatWidget';
import { loginSucceeded } from '../entities/session/sessionSlice';
import { selectPendingSaves } from '../entities/saves/pendingSavesSlice';
import { orderGenerationRequested, ordersChanged, parentRequested, quotationCommandRequested, recentQuotationChanged } from '../shared/lib/appEvents';
import { readJournal } from '../shared/lib/errorReporting';
import { MAX_RESTARTS } from '../shared/saga/keepAlive';
import { recordFigure } from '../test/reliabilityFigures';
import { renderApp } from '../test/renderWithProviders';
import { sagaCrashInjected, sagaFaultInjector } from '../test/sagaFaultInjector';
import { DEFAULT_CONFIG } from './configSlice';
import { loadFeature, type FeatureName } from './lazyFeatures';
import { featureSagas } from './rootSaga';
import { quotationContextRequested } from '../entities/quotation/quotationContextSlice';
import type { AppStore } from './store';

/**
 * Issue 17 item 5: a throw injected into each feature's watcher in turn (every supervised saga of
 * the root and of the features loaded on demand), through the real store, sagas, screens and mock
 * API. After each crash: the root is alive, every other feature still answers a representative
 * action of its own with an effect, the crashed feature's screen shows the recoverable error,
 * and 'Tentar novamente' brings it back working.
 */
// A quotation of the e2e scenario in analysis, with orders: every order screen opens on it.
const ID = 1002;
const PARENT = 'https://portal.exemplo.com.br';

interface Probe {
  /** The screen that shows this feature's recoverable error. */
  route: string;
  /** A representative action (or event) the feature answers with an effect of its own. */
  act: (store: AppStore) => void;
  /** What the feature does outside the store, when that is its answer (a message to the parent page). */
  seen?: () => number;
}

const dispatch = (action: UnknownAction) => (store: AppStore) => void store.dispatch(action);
const dispatchAll = (...actions: UnknownAction[]) => (store: AppStore) => actions.forEach((action) => store.dispatch(action));
const parentMessages = (): unknown[] => (window.parent.postMessage as jest.Mock).mock.calls;
let widgets: { open: () => void; close: () => void }[] = [];

const PROBES: Record<string, Probe> = {
  session: { route: '/cotacao', act: (store) => void store.dispatch(loginSucceeded(store.getState().session.user!)) },
  saves: { route: '/cotacao', act: dispatch({ type: 'pendingSaves/saveFailed', payload: { id: 'sonda', error: 'sonda' } }) },
  pageVisibility: { route: '/cotacao', act: () => void document.dispatchEvent(new Event('visibilitychange')) },
  connection: { route: '/cotacao', act: () => void window.dispatchEvent(new Event('online')) },
  quotationContexts: { route: '/cotacao', act: dispatch(quotationContextRequested({ idCotacao: ID, force: true })) },
  shell: { route: '/cotacao', act: dispatch({ type: 'shell/footerToggled' }) },
  sideColumn: { route: '/cotacao', act: (store) => void store.dispatch({ type: 'sideColumn/railToggled', payload: store.getState().sideColumn.collapsedChoice ?? false }) },
  preferences: { route: '/cotacao', act: dispatch({ type: 'pendingSaves/saveFailed', payload: { id: 'sonda', error: 'sonda' } }) },
  quotationHome: { route: '/cotacao', act: dispatch({ type: 'quotationHome/homeEntered' }) },
  chat: { route: '/cotacao', act: () => widgets.forEach((w) => (w.open(), w.close())) },
  support: { route: '/suporte', act: dispatch({ type: 'support/supportOpened' }) },
  pendingFeatures: { route: '/cotacao', act: (store) => void store.dispatch({ type: 'pendingSaves/savesRestored', payload: selectPendingSaves(store.getState()) }) },
  quotationSearch: { route: '/cotacao/filter', act: dispatch({ type: 'quotationSearch/searchPageEntered' }) },
  quotationWizard: { route: '/cotacao/criar', act: dispatch({ type: 'quotationWizard/productsClosed' }) },
  unansweredProducts: { route: `/produtos-nao-respondidos/${ID}`, act: dispatch(recentQuotationChanged({ idCotacao: ID })) },
  summary: { route: `/pedido-resumo/${ID}`, act: dispatch(recentQuotationChanged({ idCotacao: ID })) },
  automaticOrder: { route: `/pedido-automatico/${ID}`, act: dispatch(recentQuotationChanged({ idCotacao: ID })) },
  orderGeneration: { route: '/cotacao', act: dispatchAll(orderGenerationRequested({ idCotacao: ID, manual: false }), { type: 'orderGeneration/generationDismissed' }) },
  orderSending: { route: '/cotacao', act: dispatch({ type: 'orderSending/limiterChanged', payload: 10 }) },
  quotationActions: { route: '/cotacao', act: dispatchAll(quotationCommandRequested({ idCotacao: ID, command: 'encerrar' }), { type: 'quotationActions/dialogDismissed' }) },
  orderReview: { route: `/revisao-envio/${ID}`, act: dispatch(ordersChanged({ idCotacao: ID })) },
  manualOrder: { route: `/pedido-manual/${ID}`, act: dispatch({ type: 'manualOrder/totalsRefreshRequested' }) },
  embed: { route: '/cotacao', act: dispatch(parentRequested({ action: 'home' })), seen: () => parentMessages().length },
  signup: { route: '/site/cadastro', act: dispatch({ type: 'signup/lookupRequested', payload: { chave: 'sonda', cnpj: '00000000000000' } }) },
  packagingProblems: { route: `/problemas-de-embalagem/${ID}`, act: dispatch({ type: 'packagingProblems/packagingEntered', payload: { idCotacao: ID } }) },
  comboOrders: { route: `/pedido-automatico/${ID}/combo`, act: dispatch({ type: 'comboOrders/comboPageEntered', payload: { idCotacao: ID } }) },
  shippedOrders: { route: '/OrdersShippedOrInvoiced', act: dispatch({ type: 'shippedOrders/shippedPageRequested', payload: { page: 1 } }) },
  tieBreakSettings: { route: '/preferencia-sic', act: dispatch({ type: 'tieBreakSettings/listRequested', payload: 'sic' }) },
  alertSettings: { route: '/configuracoes-alerta', act: dispatch({ type: 'alertSettings/alertSettingsEntered' }) },
  eanMaintenance: { route: '/manutencao-eans', act: dispatch({ type: 'eanMaintenance/eanEntered' }) },
};

/** Supervised sagas that start, do their one job and end: there is no watcher left to crash. */
const ONE_SHOT = ['embedStart'];

const LAZY: FeatureName[] = [
  'quotationSearch',
  'quotationWizard',
  'unansweredProducts',
  'summary',
  'automaticOrder',
  'orderGeneration',
  'orderSending',
  'quotationActions',
  'orderReview',
  'manualOrder',
  'embed',
  'signup',
  'packagingProblems',
  'comboOrders',
  'shippedOrders',
  'tieBreakSettings',
  'alertSettings',
  'eanMaintenance',
];

/** The app framed by an allowed parent (so the embedded-mode bridge runs) with the chat widget configured and loaded. */
function framedWithChat(): () => void {
  const parent = Object.getOwnPropertyDescriptor(window, 'parent');
  const referrer = Object.getOwnPropertyDescriptor(Document.prototype, 'referrer');
  Object.defineProperty(window, 'parent', { configurable: true, value: { postMessage: jest.fn() } });
  Object.defineProperty(document, 'referrer', { configurable: true, get: () => `${PARENT}/portal` });
  widgets = [];
  const api: ChatWidgetApi = {
    mount: (_container, { onOpen, onClose }) => {
      widgets.push({ open: onOpen, close: onClose });
      return { unmount: () => undefined };
    },
  };
  window.ChatWidget = api;
  return () => {
    if (parent) Object.defineProperty(window, 'parent', parent);
    if (referrer) delete (document as unknown as Record<string, unknown>).referrer;
    delete window.ChatWidget;
  };
}

let restore: () => void = () => undefined;
afterEach(() => restore());

describe('a throw in each feature saga, in turn (issue 17 item 5)', () => {
  it('leaves the root alive and the other features working, and shows a recoverable error that restarts the feature', async () => {
    restore = framedWithChat();
    const injector = sagaFaultInjector();
    const { store, router, user } = renderApp({
      route: '/cotacao',
      user: 'admin',
      saga: injector.saga,
      preloadedState: { config: { ...DEFAULT_CONFIG, chatWidgetScript: '/chat-widget-demo.js', allowedParentOrigins: [PARENT] } },
    });
    for (const name of LAZY) store.injectFeature(await loadFeature(name));
    await waitFor(() => expect(widgets.length).toBeGreaterThan(0));

    const supervised = [...Object.keys(featureSagas), ...LAZY];
    const watchers = supervised.filter((name) => !ONE_SHOT.includes(name));
    expect(Object.keys(PROBES).sort()).toEqual([...watchers].sort());

    /** Whether the feature answers its representative action with an effect of its own (put, call, select). */
    const works = (name: string): boolean => {
      const observed = () => injector.workCount(name) + (PROBES[name].seen?.() ?? 0);
      const before = observed();
      act(() => PROBES[name].act(store));
      return observed() > before;
    };
    const crashesOf = (name: string) => readJournal().filter((r) => r.kind === 'saga' && r.context?.saga === name).length;
    const results = { crashed: 0, recoverable: 0, restarted: 0, otherChecks: 0, otherWorking: 0 };
    const failures: string[] = [];

    for (const name of watchers) {
      await act(() => router.navigate(PROBES[name].route));
      expect(router.state.location.pathname).toBe(PROBES[name].route);
      const before = crashesOf(name);
      for (let i = 0; i <= MAX_RESTARTS; i += 1) act(() => void store.dispatch(sagaCrashInjected(name)));
      if (crashesOf(name) - before === MAX_RESTARTS + 1 && store.getState().featureHealth.stopped.includes(name)) results.crashed += 1;
      else failures.push(`${name}: não parou após ${MAX_RESTARTS + 1} falhas (${crashesOf(name) - before} registradas, ${injector.thrownCount(name)} lançadas)`);

      for (const other of watchers.filter((n) => n !== name)) {
        results.otherChecks += 1;
        if (works(other)) results.otherWorking += 1;
        else failures.push(`${other} parado depois da falha de ${name}`);
      }

      const alert = await screen.findByText(/parou de responder/).then(
        (text) => text.closest<HTMLElement>('[role="alert"]'),
        () => null,
      );
      if (alert) results.recoverable += 1;
      else failures.push(`${name}: sem erro recuperável na tela`);
      if (alert) await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
      await waitFor(() => expect(screen.queryByText(/parou de responder/)).toBeNull());
      if (works(name)) results.restarted += 1;
      else failures.push(`${name}: não voltou a funcionar depois de 'Tentar novamente'`);
    }

    const rootFailures = readJournal().filter((r) => r.kind === 'saga:root').length;
    const unexpected = readJournal().filter((r) => r.kind === 'saga' && !/Falha injetada/.test(r.message)).map((r) => `${r.context?.saga}: ${r.message}`);
    const n = watchers.length;
    recordFigure({ id: 'sagas.watchersCrashedRootAlive', area: '5 Sagas', label: 'Watchers derrubados com a raiz viva depois de cada um', value: `${rootFailures === 0 ? results.crashed : 0}/${n}`, target: `${n}/${n}`, pass: rootFailures === 0 && results.crashed === n });
    recordFigure({ id: 'sagas.otherFeaturesWorking', area: '5 Sagas', label: 'Outras áreas funcionando depois de cada queda (verificações)', value: `${results.otherWorking}/${results.otherChecks}`, target: `${results.otherChecks}/${results.otherChecks}`, pass: results.otherWorking === results.otherChecks });
    recordFigure({ id: 'sagas.recoverableError', area: '5 Sagas', label: "Áreas derrubadas com erro recuperável na tela e de volta após 'Tentar novamente'", value: `${Math.min(results.recoverable, results.restarted)}/${n}`, target: `${n}/${n}`, pass: results.recoverable === n && results.restarted === n });
    expect(failures).toEqual([]);
    expect(unexpected).toEqual([]);
    expect(rootFailures).toBe(0);
    expect(results).toEqual({ crashed: n, recoverable: n, restarted: n, otherChecks: n * (n - 1), otherWorking: n * (n - 1) });
  }, 150_000);
});
