import { http, HttpResponse } from 'msw';
import type { ArquivoFaltaResultadoDto, CotacaoCadastroRequest, LinhasSomadasDto, ModoCompra, PrazoPagamentoDto } from '../../src/api/cotacaoDto';
import { exceedsQuantityLimit, parseShortageFile, quotationOverLimitMessage, rejectedEan, shortageFileProblem, shortageFileText } from '../../src/domain/shortageFile';
import { scheduleAnswers } from '../db/answers/answerSimulation';
import { db } from '../db/core/current';
import type { DbProduct, DbQuotation, DbQuotationItem, DbUser } from '../db/core/types';
import { api, requireEditableQuotation, requireQuotation, requireUser } from './context';
import {
  buyerBranches,
  paymentCondition,
  toCadastroDto,
  toCotacaoDto,
  toItemDtos,
  toPrazoDtos,
  wizardSuppliers,
} from './cotacaoViews';

/** The new-quotation wizard (DECISIONS 10): creation, products, missing-products file, payment terms, sending. */
const MODES: ModoCompra[] = ['', 'PRODUTO_ESPECIFICO', 'EQUIVALENCIA'];

function badRequest(mensagem: string): never {
  throw HttpResponse.json({ mensagem }, { status: 400 });
}

/** Checks a step 1 body against the buyer's own branches and the known representatives. */
function readRegistration(body: Partial<CotacaoCadastroRequest>, user: DbUser): CotacaoCadastroRequest {
  const branchIds = new Set(buyerBranches(db(), user).map((b) => b.id));
  if (!body.titulo?.trim() || !body.dataVencimento || Number.isNaN(new Date(body.dataVencimento).getTime())) badRequest('Título e vencimento são obrigatórios.');
  if (!['a-vista', 'a-prazo'].includes(body.condicaoPagamento ?? '')) badRequest('Condição de pagamento inválida.');
  if (!['1', '2'].includes(body.tipoEntrega ?? '')) badRequest('Tipo de entrega inválido.');
  const filiais = body.filiais ?? [];
  const participantes = body.participantes ?? [];
  if (filiais.length === 0 || filiais.some((id) => !branchIds.has(id))) badRequest('Filiais inválidas.');
  if (participantes.length === 0 || participantes.some((p) => db().representativeById.get(p.idRepresentante)?.idFornecedor !== p.idFornecedor)) {
    badRequest('Representantes inválidos.');
  }
  return {
    titulo: body.titulo!.trim(),
    dataVencimento: new Date(body.dataVencimento!).toISOString(),
    condicaoPagamento: body.condicaoPagamento!,
    tipoEntrega: body.tipoEntrega!,
    observacoes: body.observacoes ?? '',
    filiais: [...new Set(filiais)],
    participantes,
  };
}

function applyRegistration(quotation: DbQuotation, registration: CotacaoCadastroRequest): void {
  Object.assign(quotation, registration);
  // Terms of representatives no longer taking part are dropped.
  quotation.prazos = quotation.prazos?.filter((t) => registration.participantes.some((p) => p.idRepresentante === t.idRepresentante));
}

function addItem(quotation: DbQuotation, item: DbQuotationItem): void {
  const existing = quotation.itens.find((i) => i.idProduto === item.idProduto);
  if (existing) existing.quantidade += item.quantidade;
  else quotation.itens.push(item);
}

/** The refusal when adding `added` would take the product past the 5-digit limit, else null. */
function quantityLimitProblem(quotation: DbQuotation, product: DbProduct, added: number): string | null {
  const current = quotation.itens.find((i) => i.idProduto === product.id)?.quantidade ?? 0;
  return exceedsQuantityLimit(current + added) ? quotationOverLimitMessage(product.descricao, current, added) : null;
}

async function readUpload(request: Request): Promise<{ text: string; modo: ModoCompra }> {
  const form = await request.formData().catch(() => badRequest('Envie o arquivo como formulário.'));
  const file = form.get('arquivo');
  const modo = String(form.get('modo') ?? '') as ModoCompra;
  // Duck-typed: the File class of the form parser may not be this realm's global File.
  if (!file || typeof file === 'string') badRequest('Nenhum arquivo enviado.');
  if (!modo || !MODES.includes(modo)) badRequest('Escolha uma opção de arquivo de falta.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = shortageFileProblem(file.name, bytes);
  if (problem) badRequest(problem);
  return { text: shortageFileText(bytes), modo };
}

export const cotacaoCadastroHandlers = [
  // Static paths first: '/cotacaoCadastro/:id' would otherwise take them.
  http.get(api('/cotacaoCadastro/fornecedores'), ({ request }) => HttpResponse.json(wizardSuppliers(db(), requireUser(request)))),

  http.get<{ idFornecedor: string }>(api('/cotacaoCadastro/fornecedores/:idFornecedor/condicoesPagamento'), ({ request, params }) => {
    const user = requireUser(request);
    const idFornecedor = Number(params.idFornecedor);
    if (!db().supplierById.has(idFornecedor)) return HttpResponse.json({ mensagem: 'Fornecedor não encontrado.' }, { status: 404 });
    return HttpResponse.json(
      buyerBranches(db(), user).map((b) => ({ idFilial: b.id, nomeFantasia: b.nomeFantasia, cnpj: b.cnpj, condicaoPagamento: paymentCondition(idFornecedor, b.id) })),
    );
  }),

  http.get(api('/cotacaoCadastro/filiais'), ({ request }) => {
    const user = requireUser(request);
    return HttpResponse.json(buyerBranches(db(), user).map(({ idComprador: _buyer, ...branch }) => branch));
  }),

  http.post(api('/cotacaoCadastro'), async ({ request }) => {
    const user = requireUser(request);
    const registration = readRegistration((await request.json().catch(() => ({}))) as Partial<CotacaoCadastroRequest>, user);
    const quotation: DbQuotation = {
      id: db().nextId(),
      idComprador: user.idComprador,
      dataCadastro: db().now().toISOString(),
      situacao: 'EM_CRIACAO',
      motivoCancelamento: null,
      itens: [],
      buscaDeProduto: '',
      arquivosDeFalta: '',
      prazos: [],
      ...registration,
    };
    db().addQuotation(quotation);
    return HttpResponse.json(toCadastroDto(quotation), { status: 201 });
  }),

  http.get<{ id: string }>(api('/cotacaoCadastro/:id'), ({ request, params }) => {
    const user = requireUser(request);
    return HttpResponse.json(toCadastroDto(requireQuotation(user, params.id)));
  }),

  http.put<{ id: string }>(api('/cotacaoCadastro/:id'), async ({ request, params }) => {
    const { user, quotation } = requireEditableQuotation(request, params.id);
    applyRegistration(quotation, readRegistration((await request.json().catch(() => ({}))) as Partial<CotacaoCadastroRequest>, user));
    return HttpResponse.json(toCadastroDto(quotation));
  }),

  http.put<{ id: string }>(api('/cotacaoCadastro/:id/modoCompra'), async ({ request, params }) => {
    const { quotation } = requireEditableQuotation(request, params.id);
    const body = (await request.json().catch(() => ({}))) as { buscaDeProduto?: ModoCompra; arquivosDeFalta?: ModoCompra };
    if (!MODES.includes(body.buscaDeProduto ?? '') || !MODES.includes(body.arquivosDeFalta ?? '')) badRequest('Modo de compra inválido.');
    quotation.buscaDeProduto = body.buscaDeProduto ?? '';
    quotation.arquivosDeFalta = body.arquivosDeFalta ?? '';
    return HttpResponse.json(toCadastroDto(quotation));
  }),

  http.post<{ id: string }>(api('/cotacaoCadastro/:id/itens'), async ({ request, params }) => {
    const { quotation } = requireEditableQuotation(request, params.id);
    const body = (await request.json().catch(() => ({}))) as { idProduto?: number; quantidade?: number };
    const quantidade = Number(body.quantidade);
    if (!db().productById.has(Number(body.idProduto))) badRequest('Produto não encontrado.');
    if (!Number.isInteger(quantidade) || quantidade <= 0) badRequest('Informe uma quantidade inteira maior que zero.');
    const overLimit = quantityLimitProblem(quotation, db().productById.get(Number(body.idProduto))!, quantidade);
    if (overLimit) badRequest(`${overLimit}.`);
    addItem(quotation, { idProduto: Number(body.idProduto), quantidade, origem: 'BUSCA' });
    return HttpResponse.json(toItemDtos(db(), quotation));
  }),

  http.post<{ id: string }>(api('/cotacaoCadastro/:id/itens/excluir'), async ({ request, params }) => {
    const { quotation } = requireEditableQuotation(request, params.id);
    const body = (await request.json().catch(() => ({}))) as { idsProduto?: number[] };
    const remove = new Set(body.idsProduto ?? []);
    quotation.itens = quotation.itens.filter((i) => !remove.has(i.idProduto));
    return HttpResponse.json(toItemDtos(db(), quotation));
  }),

  http.post<{ id: string }>(api('/cotacaoCadastro/:id/arquivoFalta'), async ({ request, params }) => {
    const { quotation } = requireEditableQuotation(request, params.id);
    const { text, modo } = await readUpload(request);
    const parsed = parseShortageFile(text);
    const byEan = new Map(db().data.products.map((p) => [p.ean, p]));
    const rejected = [...parsed.rejected];
    const merged: LinhasSomadasDto[] = [];
    let lines = 0;
    let products = 0;
    for (const line of parsed.lines) {
      const product = byEan.get(line.ean);
      const problem = !product ? 'EAN não encontrado no catálogo' : quantityLimitProblem(quotation, product, line.quantidade);
      if (problem) {
        rejected.push(rejectedEan(line, String(line.quantidade), product ? `${problem}; produto não importado` : problem));
        continue;
      }
      addItem(quotation, { idProduto: product!.id, quantidade: line.quantidade, origem: 'ARQUIVO' });
      lines += line.linhas;
      products += 1;
      if (line.linhas > 1) merged.push({ ean: line.ean, descricao: product!.descricao, linhas: line.linhas, quantidade: line.quantidade });
    }
    quotation.arquivosDeFalta = modo;
    const answer: ArquivoFaltaResultadoDto = { itens: toItemDtos(db(), quotation), linhasImportadas: lines, produtosImportados: products, linhasSomadas: merged, linhasIgnoradas: rejected };
    return HttpResponse.json(answer);
  }),

  http.get<{ id: string }>(api('/cotacaoCadastro/:id/prazos'), ({ request, params }) => {
    const user = requireUser(request);
    return HttpResponse.json(toPrazoDtos(db(), requireQuotation(user, params.id)));
  }),

  http.put<{ id: string }>(api('/cotacaoCadastro/:id/prazos'), async ({ request, params }) => {
    const { quotation } = requireEditableQuotation(request, params.id);
    const rows = (await request.json().catch(() => [])) as PrazoPagamentoDto[];
    if (!Array.isArray(rows)) badRequest('Envie a lista de prazos.');
    for (const row of rows) {
      if (row.prazo !== null && (!Number.isInteger(row.prazo) || row.prazo < 0 || row.prazo > 9999)) badRequest('Prazo inválido: use até 4 dígitos.');
      if (!['prazo', 'prazoIgualMaior', 'qualquer'].includes(row.promocoes)) badRequest('Opção de promoções inválida.');
    }
    quotation.prazos = rows
      .filter((row) => quotation.participantes.some((p) => p.idRepresentante === row.idRepresentante && p.idFornecedor === row.idFornecedor))
      .map(({ idFornecedor, idRepresentante, prazo, prazosParcelados, promocoes }) => ({ idFornecedor, idRepresentante, prazo, prazosParcelados, promocoes }));
    return HttpResponse.json(toPrazoDtos(db(), quotation));
  }),

  http.post<{ id: string }>(api('/cotacaoCadastro/:id/enviar'), ({ request, params }) => {
    const { quotation } = requireEditableQuotation(request, params.id);
    const now = db().now();
    if (quotation.itens.length === 0) badRequest('Adicione ao menos um produto antes de enviar a cotação.');
    if (!quotation.buscaDeProduto) badRequest('Preencher busca de produto');
    if (new Date(quotation.dataVencimento).getTime() <= now.getTime()) badRequest('A data de vencimento da cotação não pode ser menor que a data atual.');
    quotation.situacao = 'EM_ANDAMENTO';
    quotation.dataEnvio = now.toISOString();
    scheduleAnswers(db(), quotation, now);
    return HttpResponse.json(toCotacaoDto(quotation));
  }),
];
