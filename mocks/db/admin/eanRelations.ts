import type { EanFilter, EanSortField, ProdutoEanDto } from '../../../src/api/produtoEanDto';
import { comparePtBr } from '../core/collate';
import type { MockDb } from '../core/database';
import type { DbProduct } from '../core/types';

/**
 * EAN maintenance (spec 03 §3.5, §7.6): which catalogue products are related to which, kept per
 * database so a reset forgets them. Seeded so the first products of the default order (code
 * descending) show related products: the first has 7 (two pages of 5), the second 2.
 */
const fold = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

const byCodeDescending = (db: MockDb): DbProduct[] => [...db.data.products].sort((a, b) => b.ean.localeCompare(a.ean));

export function relationsOf(db: MockDb): Map<number, number[]> {
  let relations = db.eanRelations;
  if (!relations) {
    const [first, second, ...rest] = byCodeDescending(db);
    relations = new Map();
    if (first && rest.length >= 9) {
      relations.set(first.id, rest.slice(0, 7).map((p) => p.id));
      if (second) relations.set(second.id, rest.slice(7, 9).map((p) => p.id));
    }
    db.eanRelations = relations;
  }
  return relations;
}

export function toEanDto(db: MockDb, product: DbProduct): ProdutoEanDto {
  return {
    id: product.id,
    codigo: product.ean,
    descricao: `${product.descricao} ${product.apresentacao}`.trim(),
    fabricante: { descricao: product.fabricante },
    // How many answers quoted it, a stable figure of the catalogue position.
    quantidadeResposta: (product.id * 7) % 23,
    principal: (relationsOf(db).get(product.id)?.length ?? 0) > 0,
  };
}

const SORT_KEY: Record<EanSortField, (p: ProdutoEanDto) => string> = {
  codigo: (p) => p.codigo,
  descricao: (p) => p.descricao,
  fabricante: (p) => p.fabricante.descricao,
};

/** Filter (each field contained, accents and case ignored) and sort (ties by code). */
export function queryProducts(rows: ProdutoEanDto[], filter: EanFilter, sort: EanSortField, asc: boolean): ProdutoEanDto[] {
  const wanted = { codigo: fold(filter.codigo.trim()), descricao: fold(filter.descricao.trim()), fabricante: fold(filter.descricaoFabricante.trim()) };
  const key = SORT_KEY[sort] ?? SORT_KEY.codigo;
  return rows
    .filter((p) => fold(p.codigo).includes(wanted.codigo) && fold(p.descricao).includes(wanted.descricao) && fold(p.fabricante.descricao).includes(wanted.fabricante))
    .sort((a, b) => (asc ? 1 : -1) * (comparePtBr(key(a), key(b)) || a.codigo.localeCompare(b.codigo)));
}

export function relatedProducts(db: MockDb, id: number): ProdutoEanDto[] {
  return (relationsOf(db).get(id) ?? []).flatMap((related) => {
    const product = db.productById.get(related);
    return product ? [{ ...toEanDto(db, product), principal: false }] : [];
  });
}

/** Products whose code or description contains the text (accents and case ignored). */
export function candidates(db: MockDb, text: string): ProdutoEanDto[] {
  const wanted = fold(text.trim());
  if (!wanted) return [];
  return byCodeDescending(db)
    .filter((p) => p.ean.includes(wanted) || fold(`${p.descricao} ${p.apresentacao}`).includes(wanted))
    .map((p) => toEanDto(db, p));
}

/** Relates `relatedId` to `id`, or the refusal (status and mensagem). */
export function relate(db: MockDb, id: number, relatedId: number): { status: number; mensagem: string } | null {
  if (!db.productById.has(id) || !db.productById.has(relatedId)) return { status: 404, mensagem: 'Produto não encontrado.' };
  if (id === relatedId) return { status: 400, mensagem: 'Um produto não pode ser relacionado a ele mesmo.' };
  const relations = relationsOf(db);
  const list = relations.get(id) ?? [];
  if (list.includes(relatedId)) return { status: 409, mensagem: 'Este produto já está relacionado.' };
  relations.set(id, [...list, relatedId]);
  return null;
}

export function unrelate(db: MockDb, id: number, relatedId?: number): void {
  const relations = relationsOf(db);
  const list = relations.get(id) ?? [];
  const rest = relatedId === undefined ? [] : list.filter((r) => r !== relatedId);
  if (rest.length > 0) relations.set(id, rest);
  else relations.delete(id);
}
