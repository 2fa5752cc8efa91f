import { useState } from 'react';
import type { FilialProdutoDto } from '../../../api/pedidoAutomaticoMassEditDto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { NOT_A_WHOLE_NUMBER, sanitizeQuantityInput, wholeQuantity } from '../../../domain/orderQuantity';
import { formatInteger, formatMoney } from '../../../shared/lib/format';
import { Modal } from '../../../shared/ui/Modal';
import { PagedTable, type TableColumn } from '../../../shared/ui/PagedTable';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { selectMassEdit } from './massEditSelectors';
import { massEditActions, MASS_EDIT_PAGE_SIZE } from './massEditSlice';
import {
  ANSWER_RANKS,
  APPLY_ANSWER,
  APPLY_QUANTITY,
  CONFIRM,
  DELETE_BRANCHES,
  LOAD_ERROR,
  MASS_EDIT_TITLE,
  NO_BRANCHES,
  SELECT_ALL_BRANCHES,
  selectedCount,
  UNCHANGED_ANSWER_INTRO,
  UNCHANGED_INTRO,
  UNCHANGED_TITLE,
  ZERO_NOT_ALLOWED,
} from './massEditTexts';
import { BranchFilter } from '../components/BranchFilter';

/** Default size of the mass-edit modal; it resizes between 650 and 900 px wide (spec 03 §2.3, CSS). */
export const MASS_EDIT_WIDTH = 900;

const suppliersOf = (row: FilialProdutoDto) => row.itens.map((item) => `${item.nomeFornecedor} · ${item.nomeRepresentante}`).join('; ');
const quantitiesOf = (row: FilialProdutoDto) => row.itens.map((item) => formatInteger(item.qtdePedida)).join(' / ');

const COLUMNS: readonly TableColumn<FilialProdutoDto>[] = [
  { key: 'filial', header: 'Filial', render: (row) => <TruncatedText text={row.nomefantasiaCliente} />, className: 'mass-edit__branch' },
  { key: 'fornecedor', header: 'Fornecedor', render: (row) => <TruncatedText text={suppliersOf(row)} />, className: 'mass-edit__supplier' },
  { key: 'qtd', header: 'Qtd. pedida', render: quantitiesOf, className: 'num' },
  { key: 'emb', header: 'Emb.', render: (row) => formatInteger(row.itens[0]?.qtdeEmbalagem ?? 0), className: 'num mass-edit__small' },
  { key: 'min', header: 'Mín.', render: (row) => formatInteger(row.itens[0]?.qtdeMinima ?? 0), className: 'num mass-edit__small' },
  { key: 'preco', header: 'Preço s/ ST', render: (row) => row.itens.map((item) => formatMoney(item.valorSemST)).join(' / '), className: 'num' },
  {
    key: 'aviso',
    header: 'Aviso',
    render: (row) => <TruncatedText text={[row.warning, row.answersWarning].filter(Boolean).join(' · ')} />,
    className: 'mass-edit__warning',
  },
];

const branchId = (row: FilialProdutoDto) => row.cnpjCliente;

/**
 * The quantity field: at most 5 characters; all zeros refused ('Não é permitido valores zerados'),
 * and text that is not plain digits ('1,8', '12.5', '-12', '12a4') refused with its reason: the
 * action stays disabled, never applying another number.
 */
function MassQuantity({ busy, onApply }: { busy: boolean; onApply: (quantity: number) => void }) {
  const [text, setText] = useState('');
  const value = wholeQuantity(text);
  const zero = value === 0;
  const notWhole = text !== '' && value === null;
  const problem = zero ? ZERO_NOT_ALLOWED : notWhole ? NOT_A_WHOLE_NUMBER : null;
  const disabled = busy || value === null || zero;
  return (
    <form
      className="mass-edit__action"
      onSubmit={(event) => {
        event.preventDefault();
        if (!disabled && value !== null) onApply(value);
      }}
    >
      <label>
        Quantidade
        <input inputMode="numeric" value={text} maxLength={5} aria-invalid={problem !== null} aria-describedby={problem ? 'mass-edit-zero' : undefined} onChange={(event) => setText(sanitizeQuantityInput(event.target.value))} />
      </label>
      <span title={problem ?? undefined}>
        <button type="submit" className="btn btn--small btn--primary" disabled={disabled} aria-busy={busy} aria-describedby={problem ? 'mass-edit-zero' : undefined}>
          {APPLY_QUANTITY}
        </button>
      </span>
      {problem && (
        <span id="mass-edit-zero" className="mass-edit__hint" role="status">
          {problem}
        </span>
      )}
    </form>
  );
}

function MassAnswer({ busy, onApply }: { busy: boolean; onApply: (ordemTela: number) => void }) {
  const [rank, setRank] = useState<number>(ANSWER_RANKS[0].value);
  return (
    <div className="mass-edit__action">
      <label>
        Resposta
        <select value={rank} onChange={(event) => setRank(Number(event.target.value))}>
          {ANSWER_RANKS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="btn btn--small" disabled={busy} onClick={() => onApply(rank)}>
        {APPLY_ANSWER}
      </button>
    </div>
  );
}

/**
 * The mass edit of one product (spec 03 §2.3, §4.2): the product, a branch filter, the branch
 * checklist (10 per page, the selection spans pages, 'Selecionar todas as filiais' takes every
 * branch the filter shows), a mass quantity, a mass answer, deleting the product from the checked
 * branches, and 'Confirmar'. Branches a change left as they were are listed in a warning.
 */
export function MassEditModal() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectMassEdit);
  const { product, options, filter, branches, selected, running, error, result } = state;
  if (!product) return null;
  const busy = running !== null;
  const inFilter = filter.length === 0 ? options.map((o) => o.cnpjCliente) : filter;
  const allChecked = inFilter.length > 0 && inFilter.every((cnpj) => selected.includes(cnpj));
  const chosen = new Set(selected);
  const unchanged = result ? Object.entries(result.unchanged) : [];
  const close = () => dispatch(massEditActions.massEditClosed());
  return (
    <>
      <Modal
        title={MASS_EDIT_TITLE}
        width={MASS_EDIT_WIDTH}
        className="mass-edit"
        onClose={close}
        closable={!busy}
        footer={
          <>
            <button type="button" className="btn" onClick={close} disabled={busy}>
              Fechar
            </button>
            <button type="button" className="btn btn--primary" onClick={() => dispatch(massEditActions.massEditConfirmRequested())} disabled={busy} aria-busy={running === 'confirm'}>
              {CONFIRM}
            </button>
          </>
        }
      >
        <header className="mass-edit__product">
          <span className="mass-edit__ean">{product.codBarras}</span>
          <strong className="mass-edit__name">
            <TruncatedText text={product.descricao} />
          </strong>
          <span className="mass-edit__maker">
            <TruncatedText text={product.fabricante} />
          </span>
        </header>
        <div className="mass-edit__toolbar">
          <BranchFilter key={filter.join(',')} options={options} applied={filter} onApply={(cnpjs) => dispatch(massEditActions.branchFilterChanged(cnpjs))} />
          <label className="mass-edit__all">
            <input type="checkbox" checked={allChecked} disabled={inFilter.length === 0 || busy} onChange={() => dispatch(massEditActions.branchesSelected({ cnpjs: inFilter, selected: !allChecked }))} />
            {SELECT_ALL_BRANCHES}
          </label>
          <span className="mass-edit__count" aria-live="polite">
            {selectedCount(selected.length)}
          </span>
        </div>
        <div className="mass-edit__actions">
          <MassQuantity busy={busy} onApply={(quantity) => dispatch(massEditActions.massQuantityRequested(quantity))} />
          <MassAnswer busy={busy} onApply={(rank) => dispatch(massEditActions.massAnswerRequested(rank))} />
          <button type="button" className="btn btn--small btn--danger" disabled={busy} onClick={() => dispatch(massEditActions.branchDeleteRequested())}>
            {DELETE_BRANCHES}
          </button>
        </div>
        <p className="mass-edit__error" role="alert">
          {error}
        </p>
        {result && unchanged.length === 0 && (
          <p className="mass-edit__done" role="status">
            {result.mensagem}
          </p>
        )}
        {branches.status === 'failed' ? (
          <p role="alert">{LOAD_ERROR}</p>
        ) : (
          <PagedTable
            caption={`Filiais que pedem ${product.descricao}`}
            columns={COLUMNS}
            rows={branches.rows}
            getRowId={branchId}
            loading={branches.status === 'loading'}
            total={branches.total}
            page={branches.page}
            size={MASS_EDIT_PAGE_SIZE}
            onPageChange={(page) => dispatch(massEditActions.branchPageRequested(page))}
            emptyText={NO_BRANCHES}
            selection={{
              selected: chosen,
              onToggle: (cnpj) => dispatch(massEditActions.branchToggled(cnpj)),
              onToggleAll: (cnpjs, select) => dispatch(massEditActions.branchesSelected({ cnpjs, selected: select })),
              rowLabel: (cnpj) => `Selecionar ${branches.rows.find((row) => row.cnpjCliente === cnpj)?.nomefantasiaCliente ?? cnpj}`,
            }}
          />
        )}
      </Modal>
      {unchanged.length > 0 && (
        <Modal title={UNCHANGED_TITLE} onClose={() => dispatch(massEditActions.resultDismissed())} footer={<button type="button" className="btn btn--primary" onClick={() => dispatch(massEditActions.resultDismissed())}>Ok</button>}>
          <p>{result?.mensagem}</p>
          <p>{result?.kind === 'answer' ? UNCHANGED_ANSWER_INTRO : UNCHANGED_INTRO}</p>
          <ul className="mass-edit__unchanged" aria-label="Filiais sem alteração">
            {unchanged.map(([cnpj, reason]) => (
              <li key={cnpj}>{reason}</li>
            ))}
          </ul>
        </Modal>
      )}
    </>
  );
}
