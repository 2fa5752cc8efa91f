import { useId, useRef, useState } from 'react';
import type { RespostaProdutoDto } from '../../../api/pedidoAutomaticoSelectionDto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { NOT_A_WHOLE_NUMBER, sanitizeQuantityInput, wholeQuantity } from '../../../domain/orderQuantity';
import { formatInteger, formatMoney, formatPercent } from '../../../shared/lib/format';
import { Modal } from '../../../shared/ui/Modal';
import { AwardExplanation, AwardToggle } from '../../../widgets/AwardExplanation';
import { Pager } from '../../../shared/ui/Pager';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import { ANSWERS_PAGE_SIZE, answersActions, type AnswerConflict, type AnswersState } from './answersSlice';
import { AnswerConflictPopover } from './AnswerConflictPopover';
import { aboveOffered, answersLimitedText, CHOSEN, EXPIRED, IGNORED, NO_ANSWERS, SEE_ANSWERS } from '../selection/selectionTexts';
import { LoadState } from '../../../shared/ui/LoadState';

/** The answers modal shows 5 page buttons (spec 03 §9). */
const PAGE_BUTTONS = 5;
const selectAnswers = (s: { automaticOrderAnswers: AnswersState }) => s.automaticOrderAnswers;

/** 'Pedir': text that is not plain digits ('1,8', '12.5', '-12', '12a4', empty) is refused with its reason beside the input, and the answer keeps its quantity. */
function QuantityInput({ answer, disabled }: { answer: RespostaProdutoDto; disabled: boolean }) {
  const dispatch = useAppDispatch();
  const refusalId = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const shown = typed ?? String(answer.quantidadePedir);
  const commit = () => {
    if (typed === null) return;
    const value = wholeQuantity(typed);
    // More than another representative answered is refused on its row; the typed value stays to be corrected.
    if (value !== null && answer.id !== answer.idPedidoItemOriginal && value > answer.quantidade) {
      dispatch(answersActions.answerChangeFailed({ id: answer.id, text: aboveOffered(answer.representanteTitulo, answer.quantidade, value) }));
      return;
    }
    setTyped(null);
    setRefused(value === null);
    if (value !== null && value > 0 && value !== answer.quantidadePedir) dispatch(answersActions.answerQuantityChanged({ id: answer.id, idPedidoItem: answer.idPedidoItem, versao: answer.versao, quantidadePedir: value }));
  };
  return (
    <>
      <input
        className="answer__quantity"
        inputMode="numeric"
        maxLength={5}
        aria-label={`Quantidade a pedir de ${answer.descricaoProduto} a ${answer.fornecedorNomeFantasia} (${answer.nomeFantasiaCliente})`}
        aria-invalid={refused || undefined}
        aria-describedby={refused ? refusalId : undefined}
        value={shown}
        disabled={disabled}
        onChange={(event) => setTyped(sanitizeQuantityInput(event.target.value))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape' && typed !== null) {
            event.stopPropagation();
            setTyped(null);
          }
        }}
      />
      {refused && (
        <span id={refusalId} className="answer__quantity-refusal" role="status">
          {NOT_A_WHOLE_NUMBER}
        </span>
      )}
    </>
  );
}

function Discounts({ answer }: { answer: RespostaProdutoDto }) {
  const dispatch = useAppDispatch();
  const entry = useAppSelector((s) => selectAnswers(s).discounts[answer.id]);
  if (!entry) {
    return (
      <button type="button" className="btn btn--small" onClick={() => dispatch(answersActions.discountsRequested({ id: answer.id, idPedidoItem: answer.idPedidoItem }))}>
        Ver descontos
      </button>
    );
  }
  if (entry.status === 'loading') return <span role="status">Carregando descontos…</span>;
  if (entry.status === 'failed') return <span role="alert">{entry.error}</span>;
  if (entry.rows.length === 0) return <span>Sem descontos.</span>;
  return (
    <table className="answer__discounts">
      <caption>Descontos</caption>
      <thead>
        <tr>
          <th scope="col">Tipo</th>
          <th scope="col">%</th>
          <th scope="col">Valor</th>
        </tr>
      </thead>
      <tbody>
        {entry.rows.map((row) => (
          <tr key={row.tipoNegociacao}>
            <td>{row.tipoNegociacao}</td>
            <td>{formatPercent(row.percentualDesconto)}</td>
            <td>{formatMoney(row.valorDesconto)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 'Por que este fornecedor?' on the answer the tie-break chain chose at generation (issue 15). */
function WhyThisSupplier({ answer }: { answer: RespostaProdutoDto }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!answer.porQueEsteFornecedor) return null;
  return (
    <div className="answer__award">
      <AwardToggle open={open} onToggle={() => setOpen(!open)} controls={id} subject={`${answer.descricaoProduto} (${answer.nomeFantasiaCliente})`} />
      {open && <AwardExplanation award={answer.porQueEsteFornecedor} id={id} />}
    </div>
  );
}

function AnswerRow({ answer, busy, choosing, error, conflict }: { answer: RespostaProdutoDto; busy: boolean; choosing: boolean; error: string | null; conflict: AnswerConflict | null }) {
  const dispatch = useAppDispatch();
  const row = useRef<HTMLLIElement>(null);
  const choose = () => dispatch(answersActions.answerChosen({ id: answer.id, idPedidoItem: answer.idPedidoItem, versao: answer.versao }));
  return (
    <li ref={row} className={`answer${answer.comprarCliente ? ' answer--chosen' : ''}`} aria-busy={busy}>
      <div className="answer__product">
        <TruncatedText text={`${answer.codBarras} · ${answer.descricaoProduto}`} />
        <span className="answer__branch">
          <TruncatedText text={answer.nomeFantasiaCliente} />
        </span>
      </div>
      <label className="answer__choose">
        <input
          type="checkbox"
          aria-label={`Escolher a resposta de ${answer.fornecedorNomeFantasia} — ${answer.representanteTitulo} para ${answer.descricaoProduto} (${answer.nomeFantasiaCliente})`}
          checked={answer.comprarCliente || choosing}
          disabled={busy || answer.comprarCliente || answer.ignorada}
          onChange={choose}
        />
        <span className="answer__supplier">
          <TruncatedText text={`${answer.ordemPreco}º · ${answer.fornecedorNomeFantasia} — ${answer.representanteTitulo}`} />
        </span>
      </label>
      <span className="answer__labels">
        {answer.comprarCliente && <span className="answer__label answer__label--chosen">{CHOSEN}</span>}
        {answer.vencida && <span className="answer__label answer__label--expired">{EXPIRED}</span>}
        {answer.ignorada && <span className="answer__label">{IGNORED}</span>}
      </span>
      <dl className="answer__facts">
        <div>
          <dt>Preço s/ ST</dt>
          <dd>{formatMoney(answer.precoSemST)}</dd>
        </div>
        <div>
          <dt>Preço c/ ST</dt>
          <dd>{formatMoney(answer.precoComST)}</dd>
        </div>
        <div>
          <dt>Prazo</dt>
          <dd>{answer.prazoPagamento}</dd>
        </div>
        <div>
          <dt>Respondida</dt>
          <dd>
            {formatInteger(answer.quantidade)} ({answer.tipoEmbalagem === 'CAIXA' ? `cx. ${answer.quantidadeEmbalagem}` : 'un.'})
          </dd>
        </div>
        <div>
          <dt>Pedir</dt>
          <dd>
            <QuantityInput answer={answer} disabled={busy} />
          </dd>
        </div>
      </dl>
      <div className="answer__more">
        <Discounts answer={answer} />
      </div>
      <WhyThisSupplier answer={answer} />
      {error && (
        <p className="answer__error" role="alert">
          {error}
        </p>
      )}
      {conflict && <AnswerConflictPopover conflict={conflict} answer={answer} row={row} />}
    </li>
  );
}

/**
 * The answers of the selected products (spec 03 §2.3): 3 per page with 5 page buttons; each
 * answer's checkbox chooses it for its product in its branch, its ordered quantity can change,
 * 'Vencida' (red) and 'Ignorada' labels, and the discount breakdown on demand.
 */
export function AnswersModal() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectAnswers);
  if (!state.open) return null;
  const close = () => dispatch(answersActions.answersCloseRequested());
  return (
    <Modal title={SEE_ANSWERS} onClose={close} width={900} footer={<button type="button" className="btn" onClick={close}>Fechar</button>}>
      <div className="answers" aria-busy={state.status === 'loading'}>
        <LoadState status={state.status} error={state.error} loadingText="Carregando respostas…" emptyText={NO_ANSWERS} hasRows={state.rows.length > 0} onRetry={() => dispatch(answersActions.answersPageRequested(state.page))} />
        {state.limitedTo !== null && (
          <p className="answers__limited" role="status">
            {answersLimitedText(state.limitedTo)}
          </p>
        )}
        <ul className="answers__list">
          {state.rows.map((answer) => (
            <AnswerRow
              key={`${answer.idPedidoItemOriginal ?? answer.idPedidoItem}:${answer.id}`}
              answer={answer}
              busy={state.busy === answer.id}
              choosing={state.choosing === answer.id}
              error={state.rowError?.id === answer.id ? state.rowError.text : null}
              conflict={state.conflict?.mine.id === answer.id && state.conflict.mine.idPedidoItem === answer.idPedidoItem ? state.conflict : null}
            />
          ))}
        </ul>
        <Pager total={state.total} page={state.page} size={ANSWERS_PAGE_SIZE} minTotal={ANSWERS_PAGE_SIZE} maxButtons={PAGE_BUTTONS} onPageChange={(page) => dispatch(answersActions.answersPageRequested(page))} />
      </div>
    </Modal>
  );
}
