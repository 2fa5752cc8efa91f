import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useParams, type RouteObject } from 'react-router-dom';
import { SessionGate } from '../features/session/SessionGate';
import { ShellLayout, BLANK_PATH } from '../features/shell/ShellLayout';
import { AdminRoute } from '../features/shell/AdminRoute';
import { BlankPage } from '../features/shell/BlankPage';
import { SideColumn } from '../features/sideColumn/SideColumn';
import { NewDesignSwitch } from '../features/preferences/NewDesignSwitch';
import { AppDialogs } from './AppDialogs';
import { featurePage } from './FeaturePage';
import { RestartableRoute } from './RestartableRoute';
import { RouteErrorBoundary } from './RouteError';

/** The route table (spec 01 §2.1, DECISIONS 1–3): one lazy chunk per page; route-bound features bring their slice and saga with it. */
const QuotationHomePage = lazy(() => import('../features/quotationHome/QuotationHomePage').then((m) => ({ default: m.QuotationHomePage })));
const ChatPage = lazy(() => import('../features/chat/ChatPage').then((m) => ({ default: m.ChatPage })));
const QuotationSearchPage = featurePage('quotationSearch');
const SupportPage = lazy(() => import('../features/support/SupportPage').then((m) => ({ default: m.SupportPage })));
const UnansweredProductsPage = featurePage('unansweredProducts');
const SummaryPage = featurePage('summary');
const AutomaticOrderPage = featurePage('automaticOrder');
const OrderReviewPage = featurePage('orderReview');
const ManualOrderPage = featurePage('manualOrder');
const QuotationWizardPage = featurePage('quotationWizard');
const SignupPage = featurePage('signup');
const SignupThanksPage = lazy(() => import('../features/signup/SignupThanksPage').then((m) => ({ default: m.SignupThanksPage })));
const PackagingProblemsPage = featurePage('packagingProblems');
const ComboOrdersPage = featurePage('comboOrders');
const ShippedOrdersPage = featurePage('shippedOrders');
const TieBreakSettingsPage = featurePage('tieBreakSettings');
const AlertSettingsPage = featurePage('alertSettings');
const EanMaintenancePage = featurePage('eanMaintenance');

const HOME = '/cotacao';

/** The old combo address /combo/{id} opens the combo screen of that quotation. */
function ComboRedirect() {
  return <Navigate to={`/pedido-automatico/${useParams().id ?? ''}/combo`} replace />;
}

function page(element: ReactNode): ReactNode {
  return <Suspense fallback={<p className="page-loading" role="status">Carregando…</p>}>{element}</Suspense>;
}

export const appRoutes: RouteObject[] = [
  // DECISIONS 16: outside the session gate, so support can import a bundle where nobody is signed in.
  { path: '/suporte', element: <RouteErrorBoundary>{page(<SupportPage />)}</RouteErrorBoundary> },
  // Spec 01 §2.1 /site: the public sign-up and its thank-you page, also outside the session gate.
  {
    path: '/site',
    element: <RouteErrorBoundary><Outlet /></RouteErrorBoundary>,
    children: [
      { index: true, element: <Navigate to="/site/cadastro" replace /> },
      { path: 'cadastro', element: page(<SignupPage />) },
      { path: 'resposta', element: page(<SignupThanksPage />) },
    ],
  },
  {
    path: '/',
    element: (
      <RouteErrorBoundary>
        <SessionGate>
          <ShellLayout sideColumn={<SideColumn designSwitch={<NewDesignSwitch />} />} dialogs={<AppDialogs />} />
        </SessionGate>
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, element: <Navigate to={HOME} replace /> },
      { path: 'cotacao', element: page(<QuotationHomePage />) },
      { path: 'cotacao/filter', element: page(<QuotationSearchPage />) },
      // One route for both addresses, so creating the quotation (→ /cotacao/criar/{id}) keeps the wizard mounted;
      // the side column's confirmed 'Criar Cotação' restarts it through the router state.
      { path: 'cotacao/criar/:id?', element: page(<RestartableRoute><QuotationWizardPage /></RestartableRoute>) },
      { path: BLANK_PATH.slice(1), element: <BlankPage /> },
      { path: 'chat', element: page(<ChatPage />) },
      { path: 'produtos-nao-respondidos/:id', element: page(<UnansweredProductsPage />) },
      { path: 'pedido-resumo/:id', element: page(<SummaryPage />) },
      { path: 'pedido-automatico/:id', element: page(<AutomaticOrderPage />) },
      { path: 'revisao-envio/:id', element: page(<OrderReviewPage />) },
      { path: 'revisao-envio/:id/oportunidades', element: page(<OrderReviewPage />) },
      { path: 'pedido-manual/:id', element: page(<ManualOrderPage />) },
      { path: 'problemas-de-embalagem/:id', element: page(<PackagingProblemsPage />) },
      { path: 'pedido-automatico/:id/combo', element: page(<ComboOrdersPage />) },
      { path: 'combo/:id', element: <ComboRedirect /> },
      { path: 'OrdersShippedOrInvoiced', element: page(<ShippedOrdersPage />) },
      { path: 'preferencia-sic', element: page(<TieBreakSettingsPage />) },
      { path: 'preferencia-cliente', element: page(<TieBreakSettingsPage />) },
      // Administrator-only pages (/configuracoes-alerta, /manutencao-eans) go inside: anyone else is sent home.
      {
        element: <AdminRoute />,
        children: [
          { path: 'configuracoes-alerta', element: page(<AlertSettingsPage />) },
          { path: 'manutencao-eans', element: page(<EanMaintenancePage />) },
        ],
      },
      // Unknown paths go to the home layout.
      { path: '*', element: <Navigate to={HOME} replace /> },
    ],
  },
];
