import { useMemo } from 'react';
import type { ContextoCotacaoDto } from '../api/resumoRespostaDto';
import { contextSituation } from '../domain/quotationSituation';
import { stepperSteps, type StepIndex } from '../domain/quotationStepper';
import { QuotationHeader } from './QuotationHeader';
import { Stepper } from './Stepper';

/**
 * The quotation header and the stepper as the order screens show them (spec 03 §2.2), for a screen
 * inside a step (packaging problems and combos are part of Pedido): from the header the screen
 * read through entities/quotation; 'Cotação {id}' until it arrives.
 */
export function QuotationHeading({ idCotacao, context, current }: { idCotacao: number; context: ContextoCotacaoDto | null; current: StepIndex }) {
  const steps = useMemo(
    () => (context ? stepperSteps({ idCotacao, current, pedidoGerado: context.pedidoGerado, pedidoEnviado: context.pedidoEnviado, situacoesPedido: context.situacoesPedido }) : []),
    [context, current, idCotacao],
  );
  return (
    <>
      {context ? (
        <QuotationHeader id={idCotacao} title={context.tituloCotacao} dueDate={context.vencimento} status={contextSituation(context)} numProdutos={context.numProdutos} qtdRespostas={context.qtdRespostas} />
      ) : (
        <p className="quotation-header quotation-header__id">Cotação {idCotacao}</p>
      )}
      {steps.length > 0 && <Stepper steps={steps} current={current} />}
    </>
  );
}
