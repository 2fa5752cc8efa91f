import { Navigate, Outlet } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectIsAdmin } from '../../entities/session/sessionSelectors';
import { HOME_PATH } from './shellSections';

/** Spec 01 §6: /configuracoes-alerta and /manutencao-eans are for ROLE_ADMINISTRADOR; anyone else goes home. */
export function AdminRoute() {
  const isAdmin = useAppSelector(selectIsAdmin);
  return isAdmin ? <Outlet /> : <Navigate to={HOME_PATH} replace />;
}
