import { BranchName } from '../../../shared/ui/BranchName';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { isRefusedManualText, limitQuantityInput, parseManualQuantity } from '../../../domain/manualOrderQuantity';
import { NOT_A_WHOLE_NUMBER } from '../../../domain/orderQuantity';
import { formatMoney } from '../../../shared/lib/format';
import { Modal } from '../../../shared/ui/Modal';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { manualOrderDialogsActions } from '../manualOrderDialogsSlice';
import { selectMass, selectMassRows } from '../manualOrderSelectors';
import { LOADING, MASS, rankLabel } from '../manualOrderTexts';
import { NotChangedList } from './NotChangedList';

/** Price ranks offered (spec 02 §9: 5 answers per product page); a branch without that rank is left as it was and named. */
const RANKS = [1, 2, 3, 4, 5];

/**
 * A product across branches (issue 13 part 5): each branch with its cheapest answer that can be
 * bought, the branches to change (all at first; the search narrows the list), then the answer to
 * buy by price rank or the quantity of the answer bought. The result names the branches left as
 * they were.
 */
export function MassChangeModal() {
  const dispatch = useAppDispatch();
  const mass = useAppSelector(selectMass);
  const rows = useAppSelector(selectMassRows);
  const [rank, setRank] = useState(1);
  const [quantity, setQuantity] = useState('');
  if (!mass) return null;
  const shown = rows.map((row) => row.cnpjCliente);
  const allShown = shown.length > 0 && shown.every((cnpj) => mass.selected.includes(cnpj));
  const submitAnswer = (event: FormEvent) => {
    event.preventDefault();
    dispatch(manualOrderDialogsActions.massAnswerRequested(rank));
  };
  // Text that is not plain digits is refused here, with its reason, and nothing is sent.
  const notWhole = isRefusedManualText(quantity);
  const submitQuantity = (event: FormEvent) => {
    event.preventDefault();
    if (!notWhole) dispatch(manualOrderDialogsActions.massQuantityRequested(parseManualQuantity(quantity)));
  };
  const close = () => dispatch(manualOrderDialogsActions.massClosed());
  return (
    <Modal title={MASS.title(mass.descricao)} onClose={close} width={960} footer={<button type="button" className="btn" onClick={close}>{MASS.close}</button>}>
      <label className="manual-mass__search">
        {MASS.searchBranch}
        <input type="search" placeholder="Nome ou CNPJ da filial" onChange={(e) => dispatch(manualOrderDialogsActions.massSearchTyped(e.target.value))} />
      </label>
      {mass.status === 'loading' && <p role="status">{LOADING.branches}</p>}
      {mass.status === 'failed' && <p role="alert">{mass.error}</p>}
      {mass.status === 'loaded' && (
        <div className="manual-scroll manual-mass__branches">
          <table className="manual-table manual-mass__table">
            <thead>
              <tr>
                <th scope="col">
                  <input type="checkbox" aria-label={MASS.selectAll} checked={allShown} onChange={(e) => dispatch(manualOrderDialogsActions.massAllToggled({ cnpjs: shown, checked: e.target.checked }))} />
                </th>
                <th scope="col">Filial</th>
                <th scope="col">{MASS.cheapest}</th>
                <th scope="col">Preço c/ ST</th>
                <th scope="col">Prazo</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const title = `${row.cnpjCliente} - ${row.nomefantasiaCliente}`;
                return (
                  <tr key={row.idPedidoManual}>
                    <td className="manual-center">
                      <input type="checkbox" aria-label={`Selecionar ${title}`} checked={mass.selected.includes(row.cnpjCliente)} onChange={() => dispatch(manualOrderDialogsActions.massBranchToggled(row.cnpjCliente))} />
                    </td>
                    <td>
                      <BranchName cnpj={row.cnpjCliente} name={row.nomefantasiaCliente} />
                    </td>
                    <td>
                      <TruncatedText text={row.resposta ? `${row.resposta.nomeFantasiaFornecedor} (${row.resposta.tituloRepresentante})` : MASS.noAnswer} />
                    </td>
                    <td className="manual-num">{row.resposta ? formatMoney(row.resposta.precoComST) : ''}</td>
                    <td>{row.resposta?.prazoTitulo ?? ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="manual-mass__count">{mass.selected.length === 1 ? '1 filial selecionada' : `${mass.selected.length} filiais selecionadas`}</p>
      <div className="manual-mass__actions">
        <form onSubmit={submitAnswer}>
          <label>
            {MASS.rank}
            <select value={rank} onChange={(e) => setRank(Number(e.target.value))}>
              {RANKS.map((value) => (
                <option key={value} value={value}>
                  {rankLabel(value)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn--primary" disabled={mass.busy}>
            {MASS.changeAnswer}
          </button>
        </form>
        <form onSubmit={submitQuantity}>
          <label>
            {MASS.quantity}
            <input type="text" inputMode="numeric" maxLength={5} value={quantity} aria-invalid={notWhole || undefined} aria-describedby={notWhole ? 'manual-mass-quantity-refusal' : undefined} onChange={(e) => setQuantity(limitQuantityInput(e.target.value))} />
          </label>
          <button type="submit" className="btn btn--primary" disabled={mass.busy || notWhole} aria-describedby={notWhole ? 'manual-mass-quantity-refusal' : undefined}>
            {MASS.changeQuantity}
          </button>
          {notWhole && (
            <span id="manual-mass-quantity-refusal" className="manual-quantity__hint" role="status">
              {NOT_A_WHOLE_NUMBER}
            </span>
          )}
        </form>
      </div>
      {mass.busy && <p role="status">Alterando…</p>}
      {mass.result && (
        <div className={`notice ${mass.result.sucesso ? 'notice--success' : 'notice--error'}`} role={mass.result.sucesso ? 'status' : 'alert'}>
          <p>{mass.result.mensagem}</p>
          <NotChangedList title={MASS.notChanged} reasons={mass.result.naoAlteradas.map(([, reason]) => reason)} />
        </div>
      )}
    </Modal>
  );
}
