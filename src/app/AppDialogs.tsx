import { Suspense } from 'react';
import { useAppSelector } from './hooks';
import { featurePage } from './FeaturePage';
import type { FeatureName } from './lazyFeatures';

const OrderGenerationDialogs = featurePage('orderGeneration');
const QuotationCommandDialogs = featurePage('quotationActions');
const OrderSendingDialogs = featurePage('orderSending');

/** A global dialog feature's host, mounted once the feature is loaded (its first request, or a replay starting with its state). */
function WhenLoaded({ feature, children }: { feature: FeatureName; children: React.ReactNode }) {
  const loaded = useAppSelector((state) => feature in state);
  return loaded ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * Dialogs that any screen opens through a store event (appEvents: quotationCommandRequested,
 * orderGenerationRequested), mounted once inside the shell. Their features load on the first
 * event (app/lazyFeatures.ts). Each feature adds its dialog host here, one line each; features
 * never import each other.
 */
export function AppDialogs() {
  return (
    <>
      <WhenLoaded feature="orderGeneration"><OrderGenerationDialogs /></WhenLoaded>
      <WhenLoaded feature="quotationActions"><QuotationCommandDialogs /></WhenLoaded>
      <WhenLoaded feature="orderSending"><OrderSendingDialogs /></WhenLoaded>
    </>
  );
}
