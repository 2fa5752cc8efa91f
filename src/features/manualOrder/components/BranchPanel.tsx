import { memo, useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { PedidoManualFilialDto } from '../../../api/pedidoManualDto';
import { formatMoney } from '../../../shared/lib/format';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { manualOrderDataActions } from '../manualOrderDataSlice';
import { branchToggleRequested } from '../manualOrderEvents';
import { selectBranchError, selectBranchFolded, selectBranchSkipped, selectBranchTotal, selectSent } from '../manualOrderSelectors';
import { manualOrderDialogsActions } from '../manualOrderDialogsSlice';
import { NotChangedList } from './NotChangedList';
import { manualOrderActions } from '../manualOrderSlice';
import { MASS, SELECT_ALL_BRANCH, SENT_NOTICE_ID, TOTALS } from '../manualOrderTexts';
import { ProductTable } from './ProductTable';

/** A branch titled 'CNPJ - trade name' (foldable), its total, 'Selecionar todos os produtos da filial' and its products. */
export const BranchPanel = memo(function BranchPanel({ branch }: { branch: PedidoManualFilialDto }) {
  const id = useId();
  const dispatch = useAppDispatch();
  const folded = useAppSelector((s) => selectBranchFolded(s, branch.id));
  const total = useAppSelector((s) => selectBranchTotal(s, branch.idCliente));
  const error = useAppSelector((s) => selectBranchError(s, branch.id));
  const sent = useAppSelector(selectSent);
  const skipped = useAppSelector((s) => selectBranchSkipped(s, branch.id));
  const title = `${branch.cnpjCliente} - ${branch.nomefantasiaCliente}`;
  return (
    <li className="manual-branch" aria-labelledby={`${id}-title`}>
      <div className="manual-branch__head">
        <h2 className="manual-branch__heading" id={`${id}-title`}>
          <button type="button" className="manual-branch__toggle" aria-expanded={!folded} aria-controls={`${id}-panel`} onClick={() => dispatch(manualOrderActions.branchFolded(branch.id))}>
            <TruncatedText text={title} />
          </button>
        </h2>
        <span className="manual-branch__total">
          {TOTALS.branch}: <strong>{total ? formatMoney(total.valorTotal) : 'R$ -'}</strong>
        </span>
        <label className="manual-branch__all">
          <input type="checkbox" checked={branch.selecionado} disabled={sent} aria-describedby={sent ? SENT_NOTICE_ID : undefined} onChange={(e) => dispatch(branchToggleRequested({ idPedidoManual: branch.id, checked: e.target.checked }))} />
          {SELECT_ALL_BRANCH}
        </label>
      </div>
      {error && (
        <p className="manual-order__error manual-branch__error" role="alert">
          {error}{' '}
          <button type="button" className="btn btn--link" onClick={() => dispatch(manualOrderDataActions.branchErrorDismissed(branch.id))}>
            Fechar
          </button>
        </p>
      )}
      {skipped && (
        <div className="notice notice--error manual-branch__error" role="alert">
          <NotChangedList title={MASS.productsNotChanged} reasons={skipped} />
          <button type="button" className="btn btn--link" onClick={() => dispatch(manualOrderDialogsActions.branchSkippedDismissed(branch.id))}>
            Fechar
          </button>
        </div>
      )}
      <div id={`${id}-panel`} hidden={folded}>
        {!folded && <ProductTable idPedidoManual={branch.id} branchName={title} />}
      </div>
    </li>
  );
});
