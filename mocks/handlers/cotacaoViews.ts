import type { CotacaoCadastroDto, CotacaoItemDto, FornecedorCotacaoDto, PrazoPagamentoDto } from '../../src/api/cotacaoDto';
import type { CotacaoDto } from '../../src/api/dto';
import type { MockDb } from '../db/core/database';
import type { DbQuotation, DbUser } from '../db/core/types';

/** Answer shapes of the quotation resources, built from the database rows. */
export function toCotacaoDto(q: DbQuotation): CotacaoDto {
  return {
    id: q.id,
    titulo: q.titulo,
    dataCadastro: q.dataCadastro,
    dataVencimento: q.dataVencimento,
    numeroProdutos: q.itens.length,
    motivoCancelamento: q.motivoCancelamento,
    situacao: q.situacao,
  };
}

export function toCadastroDto(q: DbQuotation): CotacaoCadastroDto {
  return {
    id: q.id,
    situacao: q.situacao,
    titulo: q.titulo,
    dataVencimento: q.dataVencimento,
    condicaoPagamento: q.condicaoPagamento,
    tipoEntrega: q.tipoEntrega,
    observacoes: q.observacoes,
    filiais: [...q.filiais],
    participantes: q.participantes.map((p) => ({ ...p })),
    buscaDeProduto: q.buscaDeProduto ?? '',
    arquivosDeFalta: q.arquivosDeFalta ?? '',
  };
}

export function toItemDtos(db: MockDb, q: DbQuotation): CotacaoItemDto[] {
  return q.itens.map((item) => {
    const product = db.productById.get(item.idProduto)!;
    return {
      idProduto: item.idProduto,
      ean: product.ean,
      descricao: product.descricao,
      apresentacao: product.apresentacao,
      fabricante: product.fabricante,
      quantidade: item.quantidade,
      origem: item.origem ?? 'BUSCA',
    };
  });
}

/** One row per participating representative, with the saved term or the defaults. */
export function toPrazoDtos(db: MockDb, q: DbQuotation): PrazoPagamentoDto[] {
  return q.participantes.map(({ idFornecedor, idRepresentante }) => {
    const saved = q.prazos?.find((p) => p.idRepresentante === idRepresentante && p.idFornecedor === idFornecedor);
    return {
      idFornecedor,
      fornecedor: db.supplierName(idFornecedor),
      idRepresentante,
      representante: db.representativeName(idRepresentante),
      prazo: saved?.prazo ?? null,
      prazosParcelados: saved?.prazosParcelados ?? false,
      promocoes: saved?.promocoes ?? 'prazo',
    };
  });
}

const CONDITIONS = ['Boleto 28 dias', 'Boleto 30/60/90 dias', 'À vista com 3% de desconto', 'Boleto 45 dias'];

/** A branch's payment condition with a supplier; some pairs have none (stable per pair). */
export function paymentCondition(idFornecedor: number, idFilial: number): string | null {
  // About one supplier in three lacks a condition for a few branches (the wizard's warning and dialog).
  if (idFornecedor % 3 === 0 && (idFornecedor * 7 + idFilial * 3) % 5 === 0) return null;
  return CONDITIONS[(idFornecedor + idFilial) % CONDITIONS.length];
}

export function buyerBranches(db: MockDb, user: DbUser) {
  return db.data.branches.filter((b) => b.idComprador === user.idComprador);
}

export function wizardSuppliers(db: MockDb, user: DbUser): FornecedorCotacaoDto[] {
  const branches = buyerBranches(db, user);
  return db.data.suppliers.map((supplier) => ({
    ...supplier,
    pagamento: branches.every((b) => paymentCondition(supplier.id, b.id) !== null),
    representantes: db.representativesBySupplier.get(supplier.id) ?? [],
  }));
}

/** Accent- and case-insensitive text for searches. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}
