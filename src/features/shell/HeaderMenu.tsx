import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectConfig } from '../../app/configSlice';
import { logoutRequested } from '../../entities/session/sessionSlice';
import { selectIsAdmin, selectSessionUser } from '../../entities/session/sessionSelectors';
import { parentRequested } from '../../shared/lib/appEvents';
import { currentMenuEntry, HEADER_MENU, PORTAL_SECTIONS } from './shellSections';

/**
 * Spec 01 §2.2: in development the working menu (administrator items only for
 * ROLE_ADMINISTRADOR), marking the one current section; in other environments only the static
 * list of section names.
 */
export function HeaderMenu() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const { environment } = useAppSelector(selectConfig);
  const entries = HEADER_MENU.filter((entry) => !entry.adminOnly || isAdmin);
  const current = currentMenuEntry(useLocation().pathname, entries);

  return (
    <header className="shell__header">
      <span className="shell__brand">Cotações e Pedidos</span>
      {environment === 'development' ? (
        <nav aria-label="Menu principal" className="shell__menu">
          <ul>
            {entries.map((entry) => (
              <li key={entry.label}>
                <Link
                  to={entry.to}
                  className={entry === current ? 'active' : undefined}
                  aria-current={entry === current ? 'page' : undefined}
                  onClick={entry.label === 'Home' ? () => dispatch(parentRequested({ action: 'home' })) : undefined}
                >
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <ul className="shell__sections" aria-label="Seções">
          {PORTAL_SECTIONS.map((section) => (
            <li key={section.label}>{section.label}</li>
          ))}
        </ul>
      )}
      <div className="shell__account">
        {user && <span className="shell__user">{user.nome}</span>}
        <Link to="/suporte" className="shell__support">
          Suporte
        </Link>
        <button type="button" className="btn btn--link" onClick={() => dispatch(logoutRequested())}>
          Sair
        </button>
      </div>
    </header>
  );
}
