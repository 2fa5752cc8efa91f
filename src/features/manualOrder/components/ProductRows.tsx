import { useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatMoney, formatPercent } from '../../../shared/lib/format';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { ProductName } from '../../../shared/grid/ProductName';
import { cellKindClass } from '../../../shared/grid/columnKinds';

const MONEY = `manual-num ${cellKindClass('money')}`;
import { manualOrderDataActions } from '../manualOrderDataSlice';
import { manualOrderDialogsActions } from '../manualOrderDialogsSlice';
import { productToggleRequested } from '../manualOrderEvents';
import { selectItem, selectItemError, selectSent } from '../manualOrderSelectors';
import { EXCLUDED_TEXTS, MASS, SENT_NOTICE_ID } from '../manualOrderTexts';
import { manualOrderExcludedActions } from '../manualOrderExcludedSlice';
import { AnswerList } from './AnswerList';
import { MarkConflictPopover } from './MarkConflictPopover';
import { selectProductChosen } from './DeleteSelection';

/** One product at a branch (spec 02 §2.2 columns) and, under it, its supplier answers. */
export function ProductRows({ idItem, columns, branchName }: { idItem: number; columns: number; branchName: string }) {
  const dispatch = useAppDispatch();
  const item = useAppSelector((s) => selectItem(s, idItem));
  const error = useAppSelector((s) => selectItemError(s, idItem));
  const sent = useAppSelector(selectSent);
  const deleting = useAppSelector((s) => s.manualOrderExcluded.busy);
  const markCell = useRef<HTMLTableCellElement>(null);
  const chosen = useAppSelector((s) => selectProductChosen(s, idItem));
  if (!item) return null;
  return (
    <tbody className={item.comprarCliente ? 'manual-product manual-product--bought' : 'manual-product'}>
      <tr className="manual-product__row">
        <td className="manual-center">
          <input type="checkbox" checked={chosen} disabled={sent} title={EXCLUDED_TEXTS.selectColumn} aria-label={EXCLUDED_TEXTS.selectLabel(item.descricaoProduto, branchName)} onChange={() => dispatch(manualOrderExcludedActions.productSelectionToggled(idItem))} />
        </td>
        <td className={cellKindClass('ean')}>{item.codBarras}</td>
        <td>{item.codigoProduto}</td>
        <td>
          <ProductName name={item.descricaoProduto} />
        </td>
        <td>
          <TruncatedText text={item.descricaoFabricante} />
        </td>
        <td title={item.equivalente ? 'Produto com equivalentes' : undefined}>{item.equivalente ? 'E' : ''}</td>
        <td className="manual-num">{item.quantidade}</td>
        <td className={MONEY}>{item.valorHistorico === null ? '—' : formatMoney(item.valorHistorico)}</td>
        <td className="manual-num">{formatPercent(item.maiorDesconto)}</td>
        <td className={MONEY}>{formatMoney(item.menorValorSemST)}</td>
        <td className={MONEY}>{formatMoney(item.menorValorComST)}</td>
        <td className={MONEY}>{formatMoney(item.valorReferencia)}</td>
        <td ref={markCell} className="manual-center">
          <input type="checkbox" checked={item.comprarCliente} disabled={sent} aria-describedby={sent ? SENT_NOTICE_ID : undefined} aria-label={`Comprar ${item.descricaoProduto}`} onChange={(e) => dispatch(productToggleRequested({ idItem, checked: e.target.checked }))} />
          <MarkConflictPopover idItem={idItem} container={markCell} subject={item.descricaoProduto} />
        </td>
        <td className="manual-center">
          <button type="button" className="manual-icon-button" disabled={sent} title={MASS.open} aria-describedby={sent ? SENT_NOTICE_ID : undefined} aria-label={`${MASS.open}: ${item.descricaoProduto}`} onClick={() => dispatch(manualOrderDialogsActions.massOpened({ codBarras: item.codBarras, descricao: item.descricaoProduto }))}>
            ⇄
          </button>
          <button type="button" className="manual-icon-button manual-icon-button--delete" disabled={sent || deleting} title={EXCLUDED_TEXTS.delete} aria-describedby={sent ? SENT_NOTICE_ID : undefined} aria-label={EXCLUDED_TEXTS.deleteLabel(item.descricaoProduto)} onClick={() => dispatch(manualOrderExcludedActions.deleteRequested({ idItem, produto: item.descricaoProduto }))}>
            ✕
          </button>
        </td>
      </tr>
      {error && (
        <tr>
          <td colSpan={columns}>
            <p className="manual-order__error" role="alert">
              {error}{' '}
              <button type="button" className="btn btn--link" onClick={() => dispatch(manualOrderDataActions.itemErrorDismissed(idItem))}>
                Fechar
              </button>
            </p>
          </td>
        </tr>
      )}
      <tr className="manual-product__answers">
        <td colSpan={columns}>
          <AnswerList idItem={idItem} produto={item.descricaoProduto} />
        </td>
      </tr>
    </tbody>
  );
}
