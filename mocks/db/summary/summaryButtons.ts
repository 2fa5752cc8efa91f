import type { BotoesResumoDto } from '../../../src/api/resumoRespostaDto';
import type { MockDb } from '../core/database';
import { sicFlags } from '../generation/sicFlags';
import type { DbQuotation } from '../core/types';

const ANSWERED = new Set(['RESPONDIDA', 'NAO_ATENDE', 'ATRASADA']);
const OPEN = new Set(['EM_ANDAMENTO', 'EM_ANALISE']);

/**
 * The summary's button flags (GET /resumoresposta/getBotoes, docs/api.md "Quotation summary"):
 * they follow the quotation's status, its answers and its orders.
 * - Cancelled: export only. In creation: nothing.
 * - In progress (EM_ANDAMENTO): verify answers, cancel, change the due date, close.
 * - In analysis (EM_ANALISE) without orders: verify answers, cancel, change the due date (it reopens);
 *   start order when some answer that is not ignored answered products.
 * - Orders exist: see orders (start order and the quotation commands go away).
 * - Unanswered products can be seen once some answer arrived, unless cancelled.
 */
export function summaryButtons(db: MockDb, quotation: DbQuotation): BotoesResumoDto {
  const answers = db.answersOf(quotation.id);
  const hasOrders = db.ordersOf(quotation.id).length > 0 || Boolean(quotation.pedidoGerado);
  const open = OPEN.has(quotation.situacao) && !hasOrders;
  const cancelled = quotation.situacao === 'CANCELADA';
  const inCreation = quotation.situacao === 'EM_CRIACAO';
  const usable = answers.some((a) => ANSWERED.has(a.categoria) && a.qtdeItensRespondidos > 0 && !a.respostaIgnorada);
  return {
    exportarProdutos: !inCreation && quotation.itens.length > 0,
    verificarRespostas: open,
    cancelarCotacao: open,
    alterarVencimento: open,
    encerrarCotacao: open && quotation.situacao === 'EM_ANDAMENTO',
    verNaoRespondidos: !cancelled && !inCreation && answers.some((a) => a.dataEnvio !== null),
    iniciarPedido: open && quotation.situacao === 'EM_ANALISE' && usable,
    verPedido: hasOrders && !cancelled,
    ...sicFlags(db, quotation),
    pedidoManualGerado: quotation.pedidoGerado === 'MANUAL',
    oportunidadeHabilitado: true,
  };
}
