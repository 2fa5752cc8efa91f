import { useAppSelector } from '../../app/hooks';
import { selectOnline } from '../../entities/saves/pendingSavesSlice';

/** 'Sem conexão' while the server cannot be reached (issue 17 item 3): edits stay queued and go on reconnection. */
export function ConnectionStatus() {
  const online = useAppSelector(selectOnline);
  return (
    <p role="status" className="shell__connection">
      {online ? '' : 'Sem conexão'}
    </p>
  );
}
