import { fakerPT_BR as faker } from '@faker-js/faker';
import type { CategoriaResposta, SituacaoCotacao, TipoRespostaRepresentante } from '../../../src/api/dto';
import { startOfBrasiliaDay } from '../../../src/domain/brasiliaTime';
import { brasiliaInstant, wallClockOf } from '../../../src/domain/brasiliaTimeParsing';
import { buildCatalog, readCmedRows } from './catalog';
import { generateCnpj } from './documents';
import { createRandom, type Random } from './random';
import { addManualOrderQuotations } from '../manualOrder/manualOrderSeeds';
import { addUnansweredSample } from '../answers/unansweredSample';
import type {
  DbBranch,
  DbOrder,
  DbParticipant,
  DbProduct,
  DbQuotation,
  DbRepresentative,
  DbSupplier,
  GeneratedData,
  ScenarioShape,
} from './types';

const DAY = 86_400_000;
const BUYER_ID = 1;
const STATUSES: SituacaoCotacao[] = [
  'EM_CRIACAO',
  'EM_ANDAMENTO',
  'EM_ANALISE',
  'FINALIZADA',
  'CANCELADA',
  'ENVIADA_MATRIZ',
  'ASSOCIADA_MATRIZ',
  'EM_PROCESSAMENTO',
  'CAPTURADA',
];
const TITLE_STEMS = [
  'Reposição semanal',
  'Cotação mensal de genéricos',
  'Compra de medicamentos de alto custo',
  'Reposição de estoque das filiais',
  'Campanha de inverno',
  'Antibióticos e anti-inflamatórios',
  'Linha hospitalar',
  'Compra programada do trimestre',
];
const CANCEL_REASONS = ['Preços acima do esperado', 'Cotação criada em duplicidade', 'Mudança no mix de produtos'];
const ANSWER_CATEGORIES: CategoriaResposta[] = ['RESPONDIDA', 'RESPONDIDA', 'RESPONDIDA', 'USUARIO_SENHA', 'NAO_ATENDE', 'ESTOQUE', 'AGUARDANDO', 'VENCIDA', 'ATRASADA'];
const RESPONSE_TYPES: TipoRespostaRepresentante[] = ['ELETRONICO', 'ELETRONICO_OL', 'MANUAL'];
const UFS = ['SP', 'RJ', 'MG', 'PR', 'SC', 'RS', 'BA', 'GO', 'PE', 'DF'];

export function generateScenario(shape: ScenarioShape, now: Date): GeneratedData {
  faker.seed(shape.seed);
  const random = createRandom(shape.seed);
  const branches = generateBranches(shape.branches, random);
  const { suppliers, representatives } = generateSuppliers(shape, random);
  const products = buildCatalog(readCmedRows(), shape.products, random);
  const data: GeneratedData = { branches, suppliers, representatives, products, quotations: [], answers: [], orders: [] };
  const ids = { quotation: 1000, answer: 1, order: 1 };
  const today = startOfBrasiliaDay(now); // the buyers' day, whatever the server's zone

  const smallBranches = branches.slice(0, Math.min(branches.length, 10));
  const smallReps = representatives.slice(0, Math.min(representatives.length, 12));
  STATUSES.forEach((situacao, statusIndex) => {
    for (let n = 0; n < shape.quotationsPerStatus; n += 1) {
      const quotation = generateQuotation(ids.quotation++, situacao, statusIndex * 7 + n, today, shape, random, {
        branches: pickSome(smallBranches, random, 2, smallBranches.length).map((b) => b.id),
        participants: pickSome(smallReps, random, 2, smallReps.length).map(toParticipant),
        products,
      });
      data.quotations.push(quotation);
      addAnswersAndOrders(data, quotation, random, ids, shape.itemsPerOrder);
    }
  });

  if (shape.powerQuotation) addPowerQuotation(data, shape, random, ids, today);
  addManualOrderQuotations(data, shape, now);
  addUnansweredSample(data, shape, now, buildOrder);
  return data;
}

function generateBranches(count: number, random: Random): DbBranch[] {
  return Array.from({ length: count }, (_, index) => {
    const nome = `${faker.company.name().replace(/\s*(S\.A\.|LTDA\.?|e Associados)$/i, '')}`;
    return {
      id: index + 1,
      idComprador: BUYER_ID,
      cnpj: generateCnpj(random),
      razaoSocial: `Farmácia ${nome} Ltda.`,
      nomeFantasia: `Drogaria ${nome.split(/[\s-]/)[0]} ${String(index + 1).padStart(2, '0')}`,
      cidade: faker.location.city(),
      uf: random.pick(UFS),
    };
  });
}

function generateSuppliers(shape: ScenarioShape, random: Random): { suppliers: DbSupplier[]; representatives: DbRepresentative[] } {
  const suppliers: DbSupplier[] = [];
  const representatives: DbRepresentative[] = [];
  const used = new Set<string>();
  for (let i = 0; i < shape.suppliers; i += 1) {
    let base = faker.company.name().split(/[\s,-]/)[0];
    while (used.has(base)) base = faker.company.name().split(/[\s,-]/)[0]; // one name, one distributor
    used.add(base);
    suppliers.push({
      id: i + 1,
      cnpj: generateCnpj(random),
      razaoSocial: `${base} Distribuidora de Medicamentos S.A.`,
      nomeFantasia: `${base} Distribuidora`,
    });
    const count = random.int(shape.representativesPerSupplier[0], shape.representativesPerSupplier[1]);
    for (let r = 0; r < count; r += 1) {
      representatives.push({
        id: representatives.length + 1,
        idFornecedor: i + 1,
        nome: faker.person.fullName(),
        tipoResposta: RESPONSE_TYPES[(i + r) % RESPONSE_TYPES.length],
      });
    }
  }
  return { suppliers, representatives };
}

interface QuotationParts {
  branches: number[];
  participants: DbParticipant[];
  products: DbProduct[];
}

function generateQuotation(
  id: number,
  situacao: SituacaoCotacao,
  variant: number,
  today: Date,
  shape: ScenarioShape,
  random: Random,
  parts: QuotationParts,
): DbQuotation {
  const open = situacao === 'EM_CRIACAO' || situacao === 'EM_ANDAMENTO';
  // The dates agree with the status (the mock moves a quotation in progress to analysis at its due date):
  // in creation and in progress, registered in the last week and due in the future; every other status
  // was due at least a day before today, a few days after it was registered.
  const dueDays = open ? random.int(1, 10) : random.int(1, 3);
  const createdDaysAgo = open ? random.int(0, 6) : random.int(dueDays + 1, 80);
  const dataCadastro = new Date(today.getTime() - createdDaysAgo * DAY + random.int(8, 17) * 3_600_000);
  // In creation: due tomorrow, inside the wizard's limit (today to one day ahead), so 'Confirmar' works as is.
  const dueDay = situacao === 'EM_CRIACAO' ? 1 : situacao === 'EM_ANDAMENTO' ? dueDays : dueDays - createdDaysAgo;
  const dueOn = wallClockOf(startOfBrasiliaDay(today, dueDay));
  const dataVencimento = brasiliaInstant({ ...dueOn, hour: random.pick([10, 12, 14, 17]), minute: random.pick([0, 15, 30, 45]), second: 0 });
  const itemCount = random.int(shape.itemsPerQuotation[0], shape.itemsPerQuotation[1]);
  const start = random.int(0, Math.max(0, parts.products.length - itemCount));
  const registeredOn = wallClockOf(dataCadastro);
  return {
    id,
    idComprador: BUYER_ID,
    titulo: `${TITLE_STEMS[variant % TITLE_STEMS.length]} ${registeredOn.day}/${registeredOn.month}`,
    dataCadastro: dataCadastro.toISOString(),
    dataVencimento: dataVencimento.toISOString(),
    situacao,
    motivoCancelamento: situacao === 'CANCELADA' ? random.pick(CANCEL_REASONS) : null,
    condicaoPagamento: random.pick(['a-vista', 'a-prazo'] as const),
    tipoEntrega: '2',
    observacoes: '',
    filiais: parts.branches,
    participantes: parts.participants,
    itens: parts.products.slice(start, start + itemCount).map((p) => ({ idProduto: p.id, quantidade: random.int(1, 20) * p.qtdeEmbalagem })),
  };
}

const ANSWERED: SituacaoCotacao[] = ['EM_ANDAMENTO', 'EM_ANALISE', 'FINALIZADA', 'ENVIADA_MATRIZ', 'ASSOCIADA_MATRIZ', 'EM_PROCESSAMENTO', 'CAPTURADA'];
const WITH_ORDERS: SituacaoCotacao[] = ['EM_ANALISE', 'FINALIZADA'];

function addAnswersAndOrders(
  data: GeneratedData,
  quotation: DbQuotation,
  random: Random,
  ids: { answer: number; order: number },
  itemsPerOrder: [number, number],
): void {
  if (!ANSWERED.includes(quotation.situacao)) return;
  for (const participant of quotation.participantes) {
    for (const idCliente of quotation.filiais) {
      const categoria = quotation.situacao === 'EM_ANDAMENTO' ? random.pick(['AGUARDANDO', ...ANSWER_CATEGORIES] as const) : random.pick(ANSWER_CATEGORIES);
      const answered = categoria === 'RESPONDIDA' || categoria === 'NAO_ATENDE' || categoria === 'ATRASADA';
      data.answers.push({
        id: ids.answer++,
        idCotacao: quotation.id,
        ...participant,
        idCliente,
        categoria,
        dataEnvio: answered ? quotation.dataCadastro : null,
        qtdeItensRespondidos: answered ? random.int(1, quotation.itens.length) : 0,
      });
      if (answered && WITH_ORDERS.includes(quotation.situacao)) {
        quotation.pedidoGerado = 'AUTOMATICO';
        // An order never holds a product twice: at most the quotation's products (drawn first, so the seed's stream is unchanged).
        const items = Math.min(random.int(itemsPerOrder[0], itemsPerOrder[1]), quotation.itens.length);
        data.orders.push(buildOrder(ids.order++, quotation, participant, idCliente, items, data.branches));
      }
    }
  }
}

function buildOrder(idPedido: number, quotation: DbQuotation, participant: DbParticipant, idCliente: number, items: number, branches: DbBranch[]): DbOrder {
  const branch = branches[idCliente - 1];
  return {
    idPedido,
    idCotacao: quotation.id,
    ...participant,
    idCliente,
    cnpjCliente: branch.cnpj,
    nomeFantasiaCliente: branch.nomeFantasia,
    situacaoPedido: quotation.situacao === 'FINALIZADA' ? 'FATURADO_RETORNO' : 'NAO_INICIADO',
    valorTotal: 0,
    quantidadeItens: items,
  };
}

/** 300 branches × 15 suppliers → 4,500 branch orders; item counts add up to about 900,000; 5,000 products quoted, 3,000 answered per answer. */
function addPowerQuotation(data: GeneratedData, shape: ScenarioShape, random: Random, ids: { answer: number; order: number; quotation: number }, today: Date): void {
  const power = shape.powerQuotation!;
  const reps = data.representatives.filter((r) => r.idFornecedor <= power.suppliers);
  const quotation: DbQuotation = {
    ...generateQuotation(ids.quotation++, 'EM_ANALISE', 0, today, shape, random, {
      branches: data.branches.slice(0, power.branches).map((b) => b.id),
      participants: reps.map(toParticipant),
      products: data.products,
    }),
    titulo: 'Cotação nacional de reposição (300 filiais)',
    // It quotes enough products for its biggest order to hold each once (answers still cover power.products each).
    itens: data.products.slice(0, Math.max(power.products, power.biggestOrderItems)).map((p, i) => ({ idProduto: p.id, quantidade: (1 + (i % 9)) * p.qtdeEmbalagem })),
  };
  quotation.pedidoGerado = 'AUTOMATICO';
  data.quotations.push(quotation);
  let first = true;
  for (const participant of quotation.participantes) {
    for (const idCliente of quotation.filiais) {
      data.answers.push({ id: ids.answer++, idCotacao: quotation.id, ...participant, idCliente, categoria: 'RESPONDIDA', dataEnvio: quotation.dataCadastro, qtdeItensRespondidos: power.products });
      const items = first ? power.biggestOrderItems : random.int(100, 298);
      first = false;
      data.orders.push(buildOrder(ids.order++, quotation, participant, idCliente, items, data.branches));
    }
  }
}

function toParticipant(rep: DbRepresentative): DbParticipant {
  return { idFornecedor: rep.idFornecedor, idRepresentante: rep.id };
}

function pickSome<T>(items: T[], random: Random, min: number, max: number): T[] {
  const count = random.int(Math.min(min, items.length), Math.min(max, items.length));
  const start = random.int(0, items.length - 1);
  return Array.from({ length: count }, (_, i) => items[(start + i) % items.length]);
}
