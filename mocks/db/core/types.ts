import type { CategoriaResposta, FilialDto, FornecedorDto, PedidoDto, PedidoItemDto, ProdutoDto, RepresentanteDto, RespostaDto, SituacaoCotacao } from '../../../src/api/dto';

export type ScenarioName = 'demo' | 'large' | 'e2e';

export interface DbUser {
  sub: string;
  username: string;
  password: string;
  nome: string;
  authorities: string[];
  idComprador: number;
}

export interface DbBranch extends FilialDto {
  idComprador: number;
}

export type DbSupplier = Omit<FornecedorDto, 'representantes'>;
export type DbRepresentative = RepresentanteDto;
export type DbProduct = ProdutoDto;

export interface DbQuotationItem {
  idProduto: number;
  quantidade: number;
  /** How the item was added in the wizard (absent for generated quotations: search). */
  origem?: 'BUSCA' | 'ARQUIVO';
}

/** Payment term of one participating representative, saved by the wizard. */
export interface DbPaymentTerm {
  idFornecedor: number;
  idRepresentante: number;
  prazo: number | null;
  prazosParcelados: boolean;
  promocoes: 'prazo' | 'prazoIgualMaior' | 'qualquer';
}

export interface DbParticipant {
  idFornecedor: number;
  idRepresentante: number;
}

export interface DbQuotation {
  id: number;
  idComprador: number;
  titulo: string;
  dataCadastro: string;
  dataVencimento: string;
  situacao: SituacaoCotacao;
  motivoCancelamento: string | null;
  condicaoPagamento: '' | 'a-vista' | 'a-prazo';
  tipoEntrega: '' | '1' | '2';
  observacoes: string;
  filiais: number[];
  participantes: DbParticipant[];
  itens: DbQuotationItem[];
  /** Wizard step 2 purchase modes ('' until chosen). */
  buscaDeProduto?: '' | 'PRODUTO_ESPECIFICO' | 'EQUIVALENCIA';
  arquivosDeFalta?: '' | 'PRODUTO_ESPECIFICO' | 'EQUIVALENCIA';
  prazos?: DbPaymentTerm[];
  /** When the quotation was sent to the suppliers (EM_ANDAMENTO). */
  dataEnvio?: string;
  /** How its orders were generated, once they were (the stepper's 'Pedido' route, 'Ver Pedidos'). */
  pedidoGerado?: 'AUTOMATICO' | 'MANUAL';
}

export interface DbAnswer extends RespostaDto {
  /** Simulated answers (mocks/db/answers/answerSimulation.ts): the category it settles into, and when. Absent once settled. */
  pendente?: { categoria: CategoriaResposta; disponivelEm: string; qtdeItensRespondidos: number };
  /** The buyer chose on the summary to leave this answer out: order generation must skip it. */
  respostaIgnorada?: boolean;
  /** Payment condition the buyer chose on the summary (days), replacing the answer's own term. */
  diasPrazoEscolhido?: number;
}

/** A branch order; generated ones carry the minimum billing of their answer and what they lack of it (spec 02 §5). */
export type DbOrder = PedidoDto & { faturamentoMinimo?: number; faltaFaturamentoMinimo?: number };
export type DbOrderItem = PedidoItemDto;

/** Scenario-level sizes; the generator reads only these. */
export interface ScenarioShape {
  name: ScenarioName;
  seed: number;
  branches: number;
  products: number;
  suppliers: number;
  representativesPerSupplier: [number, number];
  quotationsPerStatus: number;
  itemsPerQuotation: [number, number];
  /** Item counts of the automatic orders of answered quotations. */
  itemsPerOrder: [number, number];
  /**
   * Every automatic order shows each quantity rule among its first items (the e2e scenario, whose
   * few items would otherwise miss some): its first item not from a combo gets a fixed quantity
   * (the minimum, equal to what is ordered), its second a minimum (equal to what is ordered).
   */
  quantityRuleSamples?: boolean;
  /**
   * The power-buyer quotation of the large scenario: `products` is what each answer covers (and the
   * manual order's quotation); the quotation quotes max(products, biggestOrderItems), so its
   * biggest order holds each product once.
   */
  powerQuotation?: { branches: number; products: number; suppliers: number; biggestOrderItems: number };
  /** A quotation in analysis some of whose products nobody answered (mocks/db/answers/unansweredSample.ts). */
  unansweredSample?: boolean;
}

/** A scenario's seeded data (mocks/db/core/generate.ts makes it). */
export interface GeneratedData {
  branches: DbBranch[];
  suppliers: DbSupplier[];
  representatives: DbRepresentative[];
  products: DbProduct[];
  quotations: DbQuotation[];
  answers: DbAnswer[];
  orders: DbOrder[];
}
