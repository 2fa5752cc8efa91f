import type { ReactNode } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { parentRequested } from '../../shared/lib/appEvents';
import { FeatureStopped } from '../../shared/ui/FeatureStopped';
import { isFramed } from '../../shared/lib/frame';
import { RecentItems } from './RecentItems';
import './SideColumn.css';

/** Order pages (stages 1 and 2): only there the 'Novo design!' switch shows. */
const ORDER_PAGES = ['/pedido-automatico/*', '/pedido-manual/*', '/problemas-de-embalagem/*', '/revisao-envio/*'];

interface SideColumnProps {
  /** The 'Novo design!' switch, composed by the app (it belongs to the preferences). */
  designSwitch?: ReactNode;
}

/** Spec 01 §2.3: 'Criar Cotação', the layout switch on order pages, and the recent items. */
export function SideColumn({ designSwitch }: SideColumnProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const onOrderPage = ORDER_PAGES.some((path) => matchPath(path, pathname) !== null);

  const createQuotation = (): void => {
    dispatch(parentRequested({ action: 'criarNovaCotacao' }));
    if (!isFramed()) navigate('/cotacao/criar');
  };

  return (
    <aside className="side-column" aria-label="Coluna lateral">
      <button type="button" className="btn btn--primary side-column__create" onClick={createQuotation}>
        Criar Cotação
      </button>
      {onOrderPage && designSwitch}
      <FeatureStopped feature="sideColumn" />
      <RecentItems />
    </aside>
  );
}
