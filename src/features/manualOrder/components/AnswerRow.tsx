import { Fragment, useId, useRef, useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { answerFlagSuffix, productTypeLetter } from '../../../domain/manualOrderFilter';
import { formatMoney, formatPercent } from '../../../shared/lib/format';
import { AwardExplanation, AwardToggle } from '../../../widgets/AwardExplanation';
import { TruncatedText } from '../../../shared/ui/TruncatedText';
import type { ManualAnswer } from '../manualOrderDataSlice';
import { manualOrderDialogsActions } from '../manualOrderDialogsSlice';
import { answerToggleRequested } from '../manualOrderEvents';
import { selectAnswer, selectBuying, selectSent } from '../manualOrderSelectors';
import { LEGEND, MASS, NO_PAYMENT_CONDITION_HINT, SENT_NOTICE_ID, SUBSTITUTE_EAN_HINT } from '../manualOrderTexts';
import { PriceCell } from './PriceCell';
import { cellKindClass } from '../../../shared/grid/columnKinds';
import { BranchName } from '../../../shared/ui/BranchName';
import { QuantityInput } from './QuantityInput';
import { MarkConflictPopover } from './MarkConflictPopover';

/** The payment term's title, with its days when the title does not say them ('À vista (0 dias)'). */
const paymentTerm = (answer: ManualAnswer): string => (answer.prazoTitulo.includes(String(answer.prazoPagamento)) ? answer.prazoTitulo : `${answer.prazoTitulo} (${answer.prazoPagamento} dias)`);

const packaging = (answer: ManualAnswer): string => (answer.tipoEmbalagem === 'UNIDADE' ? 'Unidade' : `Caixa c/ ${answer.quantidadeEmbalagem}`);

function rowClass(answer: ManualAnswer): string {
  const classes = ['manual-answer'];
  if (answer.ordemPreco === 1) classes.push('manual-answer--best');
  else if (answer.ordemPreco === 2) classes.push('manual-answer--second');
  if (answer.comprarCliente) classes.push('manual-answer--bought');
  if (!answer.editavel) classes.push('manual-answer--locked');
  return classes.join(' ');
}

/** The legend's marks an answer carries (purchase agreement, negotiated discount, substitute EAN). */
function Marks({ answer }: { answer: ManualAnswer }) {
  const marks: { key: string; label: string }[] = [];
  if (answer.acordoCompra) marks.push({ key: 'agreement', label: LEGEND.agreement });
  if (answer.descontoNegociado) marks.push({ key: 'negotiated', label: LEGEND.negotiated });
  if (answer.codigoSubstituto) marks.push({ key: 'substitute', label: LEGEND.substitute });
  if (marks.length === 0) return null;
  return (
    <span className="manual-answer__marks">
      {marks.map((mark) => (
        <span key={mark.key} className={`manual-mark manual-mark--${mark.key}`} role="img" aria-label={mark.label} title={mark.label} />
      ))}
    </span>
  );
}

/** One supplier answer (spec 02 §2.2 "Answer row content"), the columns shown (answerColumns); ignored and expired answers say so and stay locked unless allowed. */
export function AnswerRow({ idAnswer, produto, columns }: { idAnswer: number; produto: string; columns: readonly string[] }) {
  const dispatch = useAppDispatch();
  const answer = useAppSelector((s) => selectAnswer(s, idAnswer));
  const sent = useAppSelector(selectSent);
  const buying = useAppSelector(selectBuying);
  const [explained, setExplained] = useState(false);
  const awardId = useId();
  const markCell = useRef<HTMLTableCellElement>(null);
  if (!answer) return null;
  const supplier = `${answer.nomeFantasiaFornecedor}${answerFlagSuffix(answer)}`;
  const locked = !answer.editavel;
  // Ignored and expired answers say so in their name; a sent quotation's page says why in its notice.
  const lockedBy = locked && sent ? SENT_NOTICE_ID : undefined;
  const award = answer.porQueEsteFornecedor;
  const cells: Record<string, ReactNode> = {
    comprar: (
      <td ref={markCell} className="manual-center">
        <input
          type="checkbox"
          checked={answer.comprarCliente}
          disabled={locked}
          aria-describedby={lockedBy}
          aria-label={`Comprar de ${supplier} (${answer.tituloRepresentante})`}
          onChange={(e) => dispatch(answerToggleRequested({ idAnswer, checked: e.target.checked }))}
        />
        <MarkConflictPopover idItem={answer.idPedidoManualItem} idAnswer={idAnswer} container={markCell} subject={`${produto} — ${supplier}`} />
      </td>
    ),
    filial: (
      <td className="manual-answer__branch">
        <BranchName cnpj={answer.cnpjCliente ?? ''} name={answer.nomefantasiaCliente ?? ''} />
      </td>
    ),
    fornecedor: (
      <td className="manual-answer__supplier">
        <span className="manual-answer__name">
          <TruncatedText text={supplier} />
          {answer.fornecedorSemCondicaoPagamento && (
            <span className="manual-hint manual-hint--warning" role="img" aria-label={NO_PAYMENT_CONDITION_HINT} title={NO_PAYMENT_CONDITION_HINT}>
              !
            </span>
          )}
          <Marks answer={answer} />
        </span>
        <TruncatedText text={answer.tituloRepresentante} />
        {award && <AwardToggle open={explained} onToggle={() => setExplained(!explained)} controls={awardId} subject={`${produto} (${answer.nomeFantasiaFornecedor})`} />}
      </td>
    ),
    prazo: (
      <td>
        <TruncatedText text={paymentTerm(answer)} />
      </td>
    ),
    respondida: <td className="manual-num">{answer.quantidadeRespondida}</td>,
    minima: <td className="manual-num">{answer.qtdeMinima}</td>,
    fixa: <td>{answer.quantidadeFixa ? 'Sim' : 'Não'}</td>,
    embalagem: <td>{packaging(answer)}</td>,
    pedir: (
      <td>
        <QuantityInput answer={answer} produto={produto} supplier={supplier} />
      </td>
    ),
    oportunidade: <td>{answer.oportunidade ? 'Sim' : ''}</td>,
    desconto: (
      <td>
        <button
          type="button"
          className="btn btn--link manual-answer__discount"
          title="Ver o detalhe do desconto"
          onClick={() => dispatch(manualOrderDialogsActions.discountOpened({ idAnswer, title: `${produto} — ${answer.nomeFantasiaFornecedor}` }))}
        >
          {formatPercent(answer.descontoInformado)} / {formatPercent(answer.descontoUtilizado)}
        </button>
      </td>
    ),
    aliquota: <td className="manual-num">{formatPercent(answer.aliquotaTotal)}</td>,
    semST: <PriceCell value={answer.precoSemST} diff={answer.diferencas.semST} base={answer.baseComparacao} />,
    comST: <PriceCell value={answer.precoComST} diff={answer.diferencas.comST} base={answer.baseComparacao} />,
    liquido: <PriceCell value={answer.precoLiquido} diff={answer.diferencas.liquido} base={answer.baseComparacao} />,
    custo: <PriceCell value={answer.precoCusto} diff={answer.diferencas.custo} base={answer.baseComparacao} />,
    ordem: <td className="manual-num">{answer.ordemPreco}</td>,
    substituto: (
      <td>
        {answer.codigoSubstituto ? (
          <span className="manual-answer__substitute">
            {answer.codigoSubstituto}
            <span className="manual-hint" role="img" aria-label={SUBSTITUTE_EAN_HINT} title={SUBSTITUTE_EAN_HINT}>
              i
            </span>
          </span>
        ) : (
          ''
        )}
      </td>
    ),
    fatMinimo: <td className={`manual-num ${cellKindClass('money')}`}>{formatMoney(answer.faturamentoMinimo)}</td>,
    tipo: <td title={answer.liberado === 'LIBERADO' ? 'Liberado' : 'Monitorado'}>{productTypeLetter(answer.liberado)}</td>,
    analise: <td>{answer.semAnalisePreco ? 'Sem análise' : ''}</td>,
    acoes: (
      <td>
        <button type="button" className="btn btn--link manual-answer__buy" disabled={locked || buying !== null} onClick={() => dispatch(manualOrderDialogsActions.buyFromAnswerRequested(idAnswer))}>
          {MASS.buyFromAnswer}
        </button>
      </td>
    ),
  };
  return (
    <Fragment>
      <tr className={rowClass(answer)}>
        {columns.map((key) => (
          <Fragment key={key}>{cells[key]}</Fragment>
        ))}
      </tr>
      {award && explained && (
        <tr className="manual-answer__award">
          <td colSpan={columns.length}>
            <AwardExplanation award={award} id={awardId} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}
