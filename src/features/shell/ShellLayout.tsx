import { Outlet } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { logoutRequested } from '../../entities/session/sessionSlice';
import { selectSessionUser } from '../../entities/session/sessionSelectors';
import './ShellLayout.css';

/** The authenticated layout: header with the user and Sair, then the routed page. */
export function ShellLayout() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  return (
    <div className="shell">
      <header className="shell__header">
        <span className="shell__brand">Cotações e Pedidos</span>
        <nav aria-label="Menu principal" className="shell__menu">
          {user && <span className="shell__user">{user.nome}</span>}
          <button type="button" className="btn btn--link" onClick={() => dispatch(logoutRequested())}>
            Sair
          </button>
        </nav>
      </header>
      <main className="shell__content">
        <Outlet />
      </main>
    </div>
  );
}
