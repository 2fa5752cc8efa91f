import { useId, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../shared/ui/Modal';
import { selectAddress, selectDialogs } from '../summarySelectors';

interface FilterModalProps {
  onApply: (idFornecedor: number | null, idRepresentante: number | null) => void;
  onClose: () => void;
}

/** Filter the blocks by supplier and representative; the choice goes into the address (spec 02 §2.1). */
export function FilterModal({ onApply, onClose }: FilterModalProps) {
  const address = useAppSelector(selectAddress);
  const { filterOptions, loading, error } = useAppSelector(selectDialogs);
  const [supplier, setSupplier] = useState(address?.idFornecedor ?? 0);
  const [representative, setRepresentative] = useState(address?.idRepresentante ?? 0);
  const supplierId = useId();
  const representativeId = useId();
  const representatives = filterOptions?.find((o) => o.idFornecedor === supplier)?.representantes ?? filterOptions?.flatMap((o) => o.representantes) ?? [];

  return (
    <Modal
      title="Filtrar fornecedores e representantes"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={() => onApply(null, null)}>
            Limpar filtros
          </button>
          <button type="button" className="btn btn--primary" disabled={loading} onClick={() => onApply(supplier || null, representative || null)}>
            Filtrar
          </button>
        </>
      }
    >
      {loading && <p role="status">Carregando…</p>}
      {error && <p role="alert">{error}</p>}
      <div className="form-field">
        <label htmlFor={supplierId}>Fornecedor</label>
        <select
          id={supplierId}
          value={supplier}
          onChange={(e) => {
            setSupplier(Number(e.target.value));
            setRepresentative(0);
          }}
        >
          <option value={0}>Todos</option>
          {filterOptions?.map((o) => (
            <option key={o.idFornecedor} value={o.idFornecedor}>
              {o.nomeFornecedor}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor={representativeId}>Representante</label>
        <select id={representativeId} value={representative} onChange={(e) => setRepresentative(Number(e.target.value))}>
          <option value={0}>Todos</option>
          {representatives.map((r) => (
            <option key={r.idRepresentante} value={r.idRepresentante}>
              {r.nomeRepresentante}
            </option>
          ))}
        </select>
      </div>
    </Modal>
  );
}
