import { useId, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isUnder, NEW_DESIGN_PAGE_PATHS, ORDER_PAGE_PATHS, WIZARD_PATHS, type RestartState } from '../../domain/pagePaths';
import { parentRequested } from '../../shared/lib/appEvents';
import { FeatureStopped } from '../../shared/ui/FeatureStopped';
import { isFramed } from '../../shared/lib/frame';
import { NewQuotationConfirm } from './NewQuotationConfirm';
import { RecentItems } from './RecentItems';
import { railToggled, selectRailCollapsed } from './sideColumnSlice';
import './SideColumn.css';

interface SideColumnProps {
  /** The 'Novo design!' switch, composed by the app (it belongs to the preferences). */
  designSwitch?: ReactNode;
}

/**
 * Spec 01 §2.3: 'Criar Cotação', the layout switch on order pages, and the recent items, in a
 * column of fixed width that collapses to a rail (docs/decisions.md "Layout"). On the wizard the
 * button is secondary (the step's own button is the primary one) and asks before starting over.
 */
export function SideColumn({ designSwitch }: SideColumnProps) {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const bodyId = useId();
  const [confirming, setConfirming] = useState(false);
  const collapsed = useAppSelector((s) => selectRailCollapsed(s, isUnder(pathname, ORDER_PAGE_PATHS)));
  const onWizard = isUnder(pathname, WIZARD_PATHS);

  const createQuotation = (): void => {
    setConfirming(false);
    dispatch(parentRequested({ action: 'criarNovaCotacao' }));
    // On the wizard, a new `restart` starts it over even at the same address.
    const state: RestartState | undefined = onWizard ? { restart: Date.now() } : undefined;
    if (!isFramed()) navigate('/cotacao/criar', { state });
  };

  return (
    <aside className={collapsed ? 'side-column side-column--rail' : 'side-column'} aria-label="Coluna lateral">
      <div className="side-column__top">
        <button
          type="button"
          className="side-column__toggle"
          aria-expanded={!collapsed}
          aria-controls={collapsed ? undefined : bodyId}
          title={collapsed ? 'Expandir coluna lateral' : 'Recolher coluna lateral'}
          onClick={() => dispatch(railToggled(!collapsed))}
        >
          <span aria-hidden="true">{collapsed ? '«' : '»'}</span>
          <span className="visually-hidden">Coluna lateral</span>
        </button>
        <button
          type="button"
          className={`btn ${onWizard ? '' : 'btn--primary '}side-column__create`}
          aria-label={collapsed ? 'Criar Cotação' : undefined}
          title={collapsed ? 'Criar Cotação' : undefined}
          onClick={() => (onWizard ? setConfirming(true) : createQuotation())}
        >
          {collapsed ? <span aria-hidden="true">+</span> : 'Criar Cotação'}
        </button>
      </div>
      {!collapsed && (
        <div id={bodyId} className="side-column__body">
          {isUnder(pathname, NEW_DESIGN_PAGE_PATHS) && designSwitch}
          <FeatureStopped feature="sideColumn" />
          <RecentItems />
        </div>
      )}
      {confirming && <NewQuotationConfirm onConfirm={createQuotation} onCancel={() => setConfirming(false)} />}
    </aside>
  );
}
