import { memo } from 'react';
import type { FornecedorResumoDto } from '../../../api/resumoRespostaDto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { truncateTitle } from '../../../domain/quotationTitle';
import { branchPanelToggled } from '../branchPanelsSlice';
import { dialogOpened } from '../summaryDialogsSlice';
import { selectBranchPanel } from '../summarySelectors';
import { BranchTable } from './BranchTable';
import { responseTypeLabel, SUPPLIER_LABEL_MAX } from './supplierTexts';

/** One supplier–representative block: label (cut at 75), response type, importing mark, flags, and the branch panel. */
export const SupplierBlock = memo(function SupplierBlock({ supplier }: { supplier: FornecedorResumoDto }) {
  const dispatch = useAppDispatch();
  const pair = { idFornecedor: supplier.idFornecedor, idRepresentante: supplier.idRepresentante };
  const open = useAppSelector((s) => selectBranchPanel(s, pair)?.open ?? false);
  const label = `${supplier.nomeFornecedor} - ${supplier.nomeRepresentante}`;
  const panelId = `branches-${supplier.idFornecedor}-${supplier.idRepresentante}`;

  return (
    <article className="supplier-block" aria-label={label}>
      <header className="supplier-block__header">
        <h3 className="supplier-block__name" title={label}>
          {truncateTitle(label, SUPPLIER_LABEL_MAX)}
        </h3>
        <span className="supplier-block__type">{responseTypeLabel(supplier.tipoRespostaRepresentante)}</span>
        {supplier.importando && (
          <span className="supplier-block__importing" title="As respostas deste representante ainda estão sendo importadas.">
            Importando respostas…
          </span>
        )}
      </header>
      <ul className="supplier-block__flags" aria-label="Sinalizadores">
        {supplier.sinalizadores.map((flag) => (
          <li key={flag.codigoMotivo + flag.motivoResposta}>
            <button
              type="button"
              className={`flag flag--${flag.codigoMotivo}`}
              title={`${flag.motivoDetalhado}: ver filiais`}
              onClick={() => dispatch(dialogOpened({ kind: 'flag', ...pair, motivoResposta: flag.motivoResposta, title: `${flag.motivoDetalhado} - ${label}` }))}
            >
              <span className={`flag-dot flag-dot--${flag.codigoMotivo}`} aria-hidden="true" /> {flag.motivoDetalhado} <strong>{flag.quantidade}</strong>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="supplier-block__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => dispatch(branchPanelToggled(pair))}>
        Visualizar respostas por filial
      </button>
      {open && (
        <div id={panelId}>
          <BranchTable pair={pair} representative={supplier.nomeRepresentante} />
        </div>
      )}
    </article>
  );
});
