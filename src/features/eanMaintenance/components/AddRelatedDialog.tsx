import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../shared/ui/Modal';
import { eanActions, selectEan } from '../eanMaintenanceSlice';
import { EAN_TEXTS } from '../eanTexts';

/** 'Adicionar produto relacionado': the candidate search (debounced, 10 candidates), one chosen, the server's refusal shown here. */
export function AddRelatedDialog() {
  const dispatch = useAppDispatch();
  const dialog = useAppSelector((s) => selectEan(s).dialog);
  if (!dialog) return null;
  const { product, text, candidates, searching, chosen, adding, error } = dialog;
  const close = () => dispatch(eanActions.addDialogClosed());
  return (
    <Modal
      title="Adicionar produto relacionado"
      onClose={close}
      width={720}
      footer={
        <>
          <button type="button" className="btn" onClick={close}>
            Cancelar
          </button>
          <button type="button" className="btn btn--primary" disabled={!chosen || adding} aria-busy={adding} onClick={() => dispatch(eanActions.addRequested())}>
            Adicionar
          </button>
        </>
      }
    >
      <p className="ean-dialog__product">
        Produto: {product.codigo} - {product.descricao}
      </p>
      <label className="ean-filter__field">
        Buscar por código ou descrição
        <input type="search" value={text} autoFocus onChange={(e) => dispatch(eanActions.candidateTextChanged(e.target.value))} />
      </label>
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      {searching && <p role="status">Buscando…</p>}
      {!searching && text.trim() !== '' && candidates.length === 0 && <p>{EAN_TEXTS.noCandidates}</p>}
      {candidates.length > 0 && (
        <fieldset className="ean-dialog__candidates">
          <legend>Candidatos</legend>
          {candidates.map((candidate) => (
            <label key={candidate.id} className="ean-dialog__candidate">
              <input type="radio" name="candidate" checked={chosen?.id === candidate.id} onChange={() => dispatch(eanActions.candidateChosen(candidate))} />
              <span title={`${candidate.codigo} - ${candidate.descricao}`}>
                {candidate.codigo} - {candidate.descricao} ({candidate.fabricante.descricao})
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </Modal>
  );
}
