import type { OpcaoFilialManualDto, OpcaoFornecedorManualDto } from '../../src/api/pedidoManualDto';
import { comparePtBr } from '../db/core/collate';
import type { MockDb } from '../db/core/database';
import type { ManualOrder } from '../db/manualOrder/manualOrder';

/** The manual order filter's branch choices (GET /pedidomanual/getFiliais, /opcoesFiltro). */
export function branchOptions(order: ManualOrder): OpcaoFilialManualDto[] {
  return order.branches.map((branch) => ({ id: branch.id, cnpjCliente: branch.cnpj, nomefantasiaCliente: branch.nome }));
}

/** Its supplier choices, by trade name (GET /pedidomanual/getFornecedores, /opcoesFiltro). */
export function supplierOptions(db: MockDb, order: ManualOrder): OpcaoFornecedorManualDto[] {
  const ids = new Set(order.branches.flatMap((branch) => branch.slots.map((slot) => slot.answer.idFornecedor)));
  const options = [...ids].map((id) => db.supplierById.get(id)!).map((supplier) => ({ id: supplier.id, cnpj: supplier.cnpj, nomeFantasia: supplier.nomeFantasia }));
  return options.sort((a, b) => comparePtBr(a.nomeFantasia, b.nomeFantasia));
}
