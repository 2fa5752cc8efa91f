import { createAction } from '@reduxjs/toolkit';

/**
 * Signals between features and shared widgets that may not import each other, as store actions
 * (ARCHITECTURE "Who may import what"): the action journal and the support replay see every one,
 * and sagas react to them with `take`. No window events.
 */

/** What a screen asks the embedded-mode bridge to tell the parent page (spec 01 §4 "Embedded mode"). */
export type ParentRequest =
  | { action: 'menuClick'; menu: string }
  | { action: 'verCotacao'; idCotacao: number }
  | { action: 'criarNovaCotacao' }
  | { action: 'home' }
  | { action: 'large' }
  | { action: 'small' };

/** A screen asks the bridge to send a message to the parent page; standalone it goes nowhere. */
export const parentRequested = createAction<ParentRequest>('app/parentRequested');
/** A dialog opened or closed (the bridge sends `modal` and raises the frame). */
export const modalToggled = createAction<{ open: boolean }>('app/modalToggled');
/** A popover or menu that may reach past the frame opened or closed (iframeZIndexUp/Down). */
export const overlayToggled = createAction<{ open: boolean }>('app/overlayToggled');
/** An error shown at the top of the page: an embedding parent scrolls to it too. */
export const scrollTopRequested = createAction('app/scrollTopRequested');
/** A quotation was created or changed (here, or the parent said so): the side column refreshes. */
export const recentQuotationChanged = createAction<{ idCotacao?: number }>('app/recentQuotationChanged');
/** The tab was hidden or shown again (document.visibilitychange): polls pause, pending saves flush. */
export const pageVisibilityChanged = createAction<{ hidden: boolean }>('app/pageVisibilityChanged');

/** The parent page's `home` and `menuClick`: the user is leaving whatever screen is open. */
export function isLeavingForParent(action: unknown): boolean {
  if (!parentRequested.match(action)) return false;
  return action.payload.action === 'home' || action.payload.action === 'menuClick';
}

/**
 * Quotation commands the summary's action bars ask for and the quotationActions feature carries
 * out with its dialogs (cancel with a reason, change the due date, close). `importando`: some
 * representative's answers are still being imported (closing then asks for confirmation).
 * Success is announced with recentQuotationChanged, so every screen showing the quotation reloads.
 */
export type QuotationCommand = 'cancelar' | 'alterarVencimento' | 'encerrar';
export const quotationCommandRequested = createAction<{ idCotacao: number; command: QuotationCommand; importando?: boolean }>('app/quotationCommandRequested');

/**
 * Start generating the quotation's orders (the summary's 'Iniciar pedido' buttons; the manual
 * order later): the orderGeneration feature confirms, generates once, polls and navigates.
 */
/** `sic`: the quotation can generate with the SIC order (getBotoes sicHabilitado); `sicSempre`: it always does. */
/** `pedidosExistentes`: the quotation already has orders, which the new ones replace (the confirmation says so only then; issue 29 point 7). */
export const orderGenerationRequested = createAction<{ idCotacao: number; manual: boolean; sic?: boolean; sicSempre?: boolean; pedidosExistentes?: boolean }>('app/orderGenerationRequested');

/**
 * Send confirmed orders (the review page's 'Enviar pedidos', or one branch order's send): the
 * orderSending feature asks for the looping settings, sends each order once (an idempotency key)
 * and announces what changed with ordersChanged. `idPedidos` 'todos': every order the review lists.
 */
export const orderSendRequested = createAction<{ idCotacao: number; idPedidos: number[] | 'todos' }>('app/orderSendRequested');

/**
 * Orders of a quotation changed on the server through another feature (sent, looping ended, a
 * supplier code registered, a payment): screens showing them read them again.
 */
export const ordersChanged = createAction<{ idCotacao: number; idPedidos?: number[] }>('app/ordersChanged');

/**
 * The review page's looping actions, carried out by the orderSending feature: the looping summary
 * (its settings and status, with 'Encerrar looping' while it runs) and the end-looping confirmation
 * directly. Ending it announces ordersChanged.
 */
export const loopingSummaryRequested = createAction<{ idCotacao: number }>('app/loopingSummaryRequested');
export const loopingEndRequested = createAction<{ idCotacao: number }>('app/loopingEndRequested');

/**
 * 'Reiniciar Pedidos' on the review page: the orderSending feature confirms, makes both reset
 * calls and goes back to the quotation's previous step (spec 03 §4.6).
 */
export const reviewRestartRequested = createAction<{ idCotacao: number }>('app/reviewRestartRequested');
