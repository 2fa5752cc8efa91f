import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { QuotationPopover } from './QuotationPopover';
import { recentItemHovered, recentItemLeft, popoverClosed, selectSideColumn } from './sideColumnSlice';

/** The recent quotations; hovering or focusing one opens its popover. Hidden when the server answers 405. */
export function RecentItems() {
  const dispatch = useAppDispatch();
  const { recentStatus, recent, popoverId } = useAppSelector(selectSideColumn);
  const popoverDomId = useId();
  if (recentStatus === 'unavailable' || recentStatus === 'idle') return null;

  const enter = (id: number) => () => dispatch(recentItemHovered(id));
  const leave = () => dispatch(recentItemLeft());

  return (
    <section className="recent-items" aria-labelledby="recent-items-title">
      <h2 id="recent-items-title">Itens recentes</h2>
      {recentStatus === 'loading' && <p role="status">Carregando…</p>}
      {recentStatus === 'failed' && <p role="status">Não foi possível carregar os itens recentes.</p>}
      {recentStatus === 'ready' && recent.length === 0 && <p>Nenhum dado encontrado.</p>}
      <ul>
        {recent.map((item) => (
          <li key={item.id} className="recent-items__item" onMouseEnter={enter(item.id)} onMouseLeave={leave}>
            <button
              type="button"
              className="recent-items__title"
              title={item.titulo}
              aria-expanded={popoverId === item.id}
              aria-controls={popoverId === item.id ? popoverDomId : undefined}
              onFocus={enter(item.id)}
              onBlur={leave}
              onClick={enter(item.id)}
              onKeyDown={(event) => event.key === 'Escape' && dispatch(popoverClosed())}
            >
              {item.titulo}
            </button>
            {popoverId === item.id && <QuotationPopover id={item.id} domId={popoverDomId} onEnter={enter(item.id)} onLeave={leave} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
