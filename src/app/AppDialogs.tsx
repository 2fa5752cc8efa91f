import { OrderGenerationDialogs } from '../features/orderGeneration/OrderGenerationDialogs';
import { QuotationCommandDialogs } from '../features/quotationActions/QuotationCommandDialogs';

/**
 * Dialogs that any screen opens through a store event (appEvents: quotationCommandRequested,
 * orderGenerationRequested), mounted once inside the shell. Each feature adds its dialog host here,
 * one line each; features never import each other.
 */
export function AppDialogs() {
  return (
    <>
      <OrderGenerationDialogs />
      <QuotationCommandDialogs />
    </>
  );
}
