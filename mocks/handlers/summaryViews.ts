import type { CondicaoPagamentoOpcaoDto, ContextoCotacaoDto, FornecedorResumoDto, RespostaDetalheDto, RespostaFilialDto, SinalizadorDto } from '../../src/api/resumoRespostaDto';
import type { SituacaoPedido } from '../../src/api/dto';
import { quotationSituation } from '../../src/domain/quotationSituation';
import { brasiliaDate } from '../../src/domain/brasiliaTime';
import { brasiliaDateTime } from '../../src/domain/brasiliaTimeParsing';
import { answerTerms } from '../db/answers/answerItems';
import type { MockDb } from '../db/core/database';
import { activeCategories, CATEGORY_DEFAULTS, CATEGORY_NAME_OF, SINALIZADOR_OF } from '../db/summary/summaryCategories';
import type { DbAnswer, DbQuotation, DbUser } from '../db/core/types';
import { sendingOf } from '../db/sending/orderSending';
import { userConfigOf } from '../db/admin/userConfig';
import { LOOPING_PREFERENCE } from '../../src/domain/orderPreferences';

/** What the summary screen reads, built from the quotation's answers (docs/api.md "Quotation summary"). */
const SENT_STATUSES = new Set<SituacaoPedido>(['ENVIADO', 'ENVIADO_PROBLEMA', 'AGUARDANDO_FATURAMENTO', 'FATURADO_MANUALMENTE', 'FATURADO_RETORNO', 'ENVIADO_FTP', 'NAO_FATURADO', 'FATURADO_RETORNO_INCOMPLETO', 'ENVIADO_PENDENTE_DE_PAGAMENTO']);
/** An electronic answer still due within this long counts as being imported. */
const IMPORTING_WINDOW_MS = 5 * 60_000;

/** Dates as the buyer reads them: Brasília time, whatever the server's zone. */
export const dateTime = (iso: string): string => brasiliaDateTime(new Date(iso));
const dateOnly = (iso: string | null): string => (iso ? brasiliaDate(new Date(iso)) : '');

/**
 * configuracaoPedidoLooping (spec 02 §6 "The looping option appears only when the quotation has a
 * looping configuration"): the buyer's 'Enviar pedidos com looping' preference is on, or a looping
 * already ran for this quotation (status other than 'C'). docs/decisions.md, issue 25 point 8.
 */
export function hasLoopingConfiguration(db: MockDb, quotation: DbQuotation, user?: DbUser): boolean {
  const preference = user ? userConfigOf(db, user).configuracao.some((setting) => setting.chave === LOOPING_PREFERENCE && setting.checked) : false;
  const data = sendingOf(db).looping.get(quotation.id);
  return preference || (data !== undefined && data.status !== 'C');
}

export function contextOf(db: MockDb, quotation: DbQuotation, user?: DbUser): ContextoCotacaoDto {
  const orders = db.ordersOf(quotation.id);
  const situacoesPedido = [...new Set(orders.map((o) => o.situacaoPedido))];
  return {
    idCotacao: quotation.id,
    situacao: quotation.situacao,
    vencimento: dateTime(quotation.dataVencimento),
    tituloCotacao: quotation.titulo,
    configuracaoPedidoLooping: hasLoopingConfiguration(db, quotation, user),
    numProdutos: quotation.itens.length,
    qtdRespostas: db.answersOf(quotation.id).filter((a) => a.dataEnvio !== null).length,
    pedidoGerado: quotation.pedidoGerado ?? (orders.length ? 'AUTOMATICO' : null),
    pedidoEnviado: orders.some((o) => SENT_STATUSES.has(o.situacaoPedido)),
    situacoesPedido,
    descricaoSituacao: quotationSituation(quotation.situacao, situacoesPedido),
  };
}

const pairKey = (a: { idFornecedor: number; idRepresentante: number }): string => `${a.idFornecedor}:${a.idRepresentante}`;

/** The answers of each participating supplier–representative pair, in the quotation's order. */
export function answersByPair(db: MockDb, quotation: DbQuotation): Map<string, DbAnswer[]> {
  const pairs = new Map<string, DbAnswer[]>(quotation.participantes.map((p) => [pairKey(p), []]));
  for (const answer of db.answersOf(quotation.id)) pairs.get(pairKey(answer))?.push(answer);
  return pairs;
}

export function motiveText(answer: DbAnswer): string {
  return CATEGORY_NAME_OF.get(answer.categoria) ?? answer.categoria;
}

function flagsOf(answers: DbAnswer[]): SinalizadorDto[] {
  return CATEGORY_DEFAULTS.flatMap((category) => {
    const quantidade = answers.filter((a) => a.categoria === category.categoria).length;
    return quantidade ? [{ codigoMotivo: category.sinalizador, motivoResposta: category.categoria, quantidade, motivoDetalhado: category.nome }] : [];
  });
}

/** Blocks of the pairs with some answer in an active category, optionally one supplier / representative. */
export function supplierBlocks(db: MockDb, quotation: DbQuotation, filter: { idFornecedor?: number; idRepresentante?: number }): FornecedorResumoDto[] {
  const active = activeCategories(db, quotation.idComprador);
  const now = db.now().getTime();
  const blocks: FornecedorResumoDto[] = [];
  for (const [key, answers] of answersByPair(db, quotation)) {
    const [idFornecedor, idRepresentante] = key.split(':').map(Number);
    if (filter.idFornecedor && filter.idFornecedor !== idFornecedor) continue;
    if (filter.idRepresentante && filter.idRepresentante !== idRepresentante) continue;
    if (!answers.some((a) => active.has(a.categoria))) continue;
    const supplier = db.supplierById.get(idFornecedor);
    const representative = db.representativeById.get(idRepresentante);
    if (!supplier || !representative) continue;
    const electronic = representative.tipoResposta !== 'MANUAL';
    blocks.push({
      idFornecedor,
      idRepresentante,
      cnpjFornecedor: supplier.cnpj,
      nomeFornecedor: supplier.nomeFantasia,
      nomeRepresentante: representative.nome,
      tipoRespostaRepresentante: representative.tipoResposta,
      sinalizadores: flagsOf(answers),
      importando: electronic && answers.some((a) => a.pendente && new Date(a.pendente.disponivelEm).getTime() - now <= IMPORTING_WINDOW_MS),
    });
  }
  return blocks;
}

export function branchRow(db: MockDb, quotation: DbQuotation, answer: DbAnswer, seed: number): RespostaFilialDto {
  const branch = db.data.branches.find((b) => b.id === answer.idCliente);
  const answered = answer.qtdeItensRespondidos > 0;
  const terms = answered ? answerTerms(answer, quotation, seed) : null;
  const dias = answer.diasPrazoEscolhido ?? terms?.diasPrazoPagamento ?? null;
  return {
    idResposta: answer.id,
    idCliente: answer.idCliente,
    cnpjCliente: branch?.cnpj ?? '',
    nomeCliente: branch?.nomeFantasia ?? `Filial ${answer.idCliente}`,
    diasPrazoPagamento: dias,
    prazoTitulo: dias === null ? '-' : dias === 0 ? 'À vista' : `${dias} dias`,
    totalProdutosRespondidos: answer.qtdeItensRespondidos,
    codigoMotivo: SINALIZADOR_OF.get(answer.categoria) ?? 'information',
    motivo: motiveText(answer),
    motivoResposta: answer.categoria,
    respostasIgnorada: Boolean(answer.respostaIgnorada),
    faturamentoMinimo: terms?.faturamentoMinimo ?? 0,
    dataEnvioFormatada: answer.dataEnvio ? dateTime(answer.dataEnvio) : '',
    dataValidadeFormatada: terms ? dateOnly(terms.dataValidade) : '',
  };
}

export function answerDetail(db: MockDb, quotation: DbQuotation, answer: DbAnswer, seed: number): RespostaDetalheDto {
  const row = branchRow(db, quotation, answer, seed);
  const terms = answerTerms(answer, quotation, seed);
  return {
    id: answer.id,
    nomeFornecedor: db.supplierName(answer.idFornecedor),
    nomeRepresentante: db.representativeName(answer.idRepresentante),
    nomeCliente: row.nomeCliente,
    cnpjCliente: row.cnpjCliente,
    faturamentoMinimo: terms.faturamentoMinimo,
    prazoTitulo: row.prazoTitulo,
    qtdeItensRespondidos: answer.qtdeItensRespondidos,
    observacao: terms.observacao,
    combo: terms.combo,
    dataValidadeFormatada: row.dataValidadeFormatada,
  };
}

const CONDITION_DAYS = [0, 14, 28, 30, 42, 60];

/**
 * The payment conditions a branch has with a supplier (stable per pair): some pairs have none,
 * some only the one already chosen in the quotation, the rest four; selecionadaCotacao marks the
 * answer's current term.
 */
export function paymentConditions(db: MockDb, quotation: DbQuotation, answer: DbAnswer, seed: number): CondicaoPagamentoOpcaoDto[] {
  const current = branchRow(db, quotation, answer, seed).diasPrazoPagamento;
  const variant = (answer.idFornecedor * 3 + answer.idCliente) % 7;
  if (variant === 0) return [];
  const offered = variant === 1 && current !== null ? [current] : [...new Set([current ?? 0, ...CONDITION_DAYS.filter((_, i) => (i + variant) % 2 === 0)])].slice(0, 4);
  return offered
    .sort((a, b) => a - b)
    .map((dias) => ({ id: CONDITION_DAYS.indexOf(dias) + 1, dias, descricao: dias === 0 ? 'À vista' : `Boleto ${dias} dias`, selecionadaCotacao: dias === current }));
}

export function conditionById(id: number): number | undefined {
  return CONDITION_DAYS[id - 1];
}
