import type { DbBranch, DbProduct, DbQuotation, DbRepresentative } from './types';

const DAY = 86_400_000;

/**
 * A quotation the seeds add in analysis (the manual order's, the demo's with unanswered products):
 * the buyer's, on credit, registered `registeredDaysBefore` days before it was due, sent the day
 * after it was registered; `quantity` gives each product's quoted quantity from its position.
 */
export function seededQuotation(spec: {
  id: number;
  titulo: string;
  due: Date;
  registeredDaysBefore: number;
  branches: readonly DbBranch[];
  reps: readonly DbRepresentative[];
  products: readonly DbProduct[];
  quantity: (product: DbProduct, position: number) => number;
}): DbQuotation {
  const { due } = spec;
  return {
    id: spec.id,
    idComprador: 1,
    titulo: spec.titulo,
    dataCadastro: new Date(due.getTime() - spec.registeredDaysBefore * DAY).toISOString(),
    dataVencimento: due.toISOString(),
    situacao: 'EM_ANALISE',
    motivoCancelamento: null,
    condicaoPagamento: 'a-prazo',
    tipoEntrega: '2',
    observacoes: '',
    filiais: spec.branches.map((branch) => branch.id),
    participantes: spec.reps.map((rep) => ({ idFornecedor: rep.idFornecedor, idRepresentante: rep.id })),
    itens: spec.products.map((product, i) => ({ idProduto: product.id, quantidade: spec.quantity(product, i) })),
    dataEnvio: new Date(due.getTime() - (spec.registeredDaysBefore - 1) * DAY).toISOString(),
  };
}
