import { useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../shared/ui/Modal';
import { selectDialogs } from '../summarySelectors';

/** The branches behind a flag and why (getMotivoDetalhado). */
export function FlagDetailsModal({ title, onClose }: { title: string; onClose: () => void }) {
  const { flagDetails, loading, error } = useAppSelector(selectDialogs);
  return (
    <Modal title={title} onClose={onClose} width={640}>
      {loading && <p role="status">Carregando…</p>}
      {error && <p role="alert">{error}</p>}
      {flagDetails && flagDetails.detalhes.length === 0 && <p>Nenhum dado encontrado.</p>}
      {flagDetails && flagDetails.detalhes.length > 0 && (
        <ul className="flag-details">
          {flagDetails.detalhes.map((d) => (
            <li key={d.cnpjCliente}>
              <strong>{d.nomeCliente}</strong> ({d.cnpjCliente}): {d.motivo}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
