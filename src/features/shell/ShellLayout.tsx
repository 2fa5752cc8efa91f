import { useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useMatch, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FeatureStopped } from '../../shared/ui/FeatureStopped';
import { isUnder, ORDER_PAGE_PATHS } from '../../domain/pagePaths';
import { AdBanner } from './AdBanner';
import { ConnectionStatus } from './ConnectionStatus';
import { HeaderMenu } from './HeaderMenu';
import { SiteFooter } from './SiteFooter';
import { selectEmbedded, shellOpened } from './shellSlice';
import './ShellLayout.css';

export const BLANK_PATH = '/blank';

/**
 * Parts of the app with no screen of their own (the dialogs any screen opens included): when one
 * stops, the shell shows it.
 */
const BACKGROUND_FEATURES = ['session', 'saves', 'pageVisibility', 'connection', 'quotationContexts', 'shell', 'embed', 'preferences', 'chat', 'pendingFeatures', 'orderGeneration', 'orderSending', 'quotationActions'];

interface ShellLayoutProps {
  /** The side column, composed by the app (features do not import each other). */
  sideColumn?: ReactNode;
  /** Dialogs any screen may open through a store event (quotation commands, order generation), composed by the app. */
  dialogs?: ReactNode;
}

/**
 * The authenticated layout (spec 01 §2.1–2.3): header menu; banners beside the content on wide
 * screens (≥ 1600 px, CSS); the side column; the footer. `?embed` hides the banners, `?print` hides
 * the side column and the footer, and the blank route hides the footer. Order pages get the full
 * width: no banners, no maximum width (docs/decisions.md "Layout").
 */
export function ShellLayout({ sideColumn, dialogs }: ShellLayoutProps) {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const embedParam = params.has('embed');
  const print = params.has('print');
  const blank = useMatch(BLANK_PATH) !== null;
  const fullWidth = isUnder(useLocation().pathname, ORDER_PAGE_PATHS);
  const embedded = useAppSelector(selectEmbedded) || embedParam;
  const banners = !embedded && !fullWidth;

  useEffect(() => {
    dispatch(shellOpened({ embedded: embedParam }));
  }, [dispatch, embedParam]);

  return (
    <div className={`shell${embedded ? ' shell--embedded' : ''}${print ? ' shell--print' : ''}${fullWidth ? ' shell--full-width' : ''}`}>
      <HeaderMenu />
      <div className="shell__body">
        {banners && <AdBanner side="left" />}
        <main className="shell__content">
          <ConnectionStatus />
          {BACKGROUND_FEATURES.map((feature) => (
            <FeatureStopped key={feature} feature={feature} />
          ))}
          <Outlet />
        </main>
        {!print && !blank && sideColumn}
        {banners && <AdBanner side="right" />}
      </div>
      {!print && !blank && <SiteFooter />}
      {dialogs}
    </div>
  );
}
