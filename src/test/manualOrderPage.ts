import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../mocks/db/core/current';
import { MANUAL_GENERATED } from '../../mocks/db/manualOrder/manualOrderSeeds';
import { answersOfItem, branchesOf, itemsOf } from '../../mocks/handlers/pedidoManualTestApi';
import type { PedidoManualItemDto, PedidoManualItemRespostaDto } from '../api/pedidoManualDto';
import type { renderApp } from './renderWithProviders';
import { userKey, writeJson } from '../shared/lib/storage';
import { ANSWER_COLUMNS, ANSWER_COLUMNS_KEY } from '../features/manualOrder/components/answerColumns';

/**
 * Test helpers of the manual order page (jsdom, real store and sagas, the mock API's e2e scenario,
 * whose quotation 901 has its manual order generated: 4 branches with answers, 13–14 products each).
 */
export const MANUAL_ID = MANUAL_GENERATED;
export const manualPath = (query = ''): string => `/pedido-manual/${MANUAL_ID}${query}`;

export type View = ReturnType<typeof renderApp>;

/** The branch panels, once the first product's answers show and every panel of the page is there (they arrive a few per frame). */
export async function branchPanels(): Promise<HTMLElement[]> {
  await screen.findAllByRole('table', { name: /^Respostas de / });
  await waitFor(() => expect(document.querySelector('.manual-branches__list[aria-busy="true"]')).toBeNull());
  return [...document.querySelectorAll<HTMLElement>('.manual-branch')];
}

/** The rows (a tbody) of one product, found by its buy checkbox ('Comprar {descrição}'). */
export async function productRows(descricao: string | RegExp): Promise<HTMLElement> {
  const name = typeof descricao === 'string' ? `Comprar ${descricao}` : descricao;
  const [checkbox] = await screen.findAllByRole('checkbox', { name });
  const rows = checkbox.closest('tbody')!;
  await within(rows).findByRole('table', { name: /^Respostas de / });
  return rows;
}

/** The answers of a product at a branch as the server has them now. */
export async function serverAnswers(idItem: number): Promise<PedidoManualItemRespostaDto[]> {
  return (await answersOfItem(idItem)).content;
}

/** The product at a branch (by CNPJ) whose answers satisfy `test`, as the server has it. */
export async function findProduct(test: (item: PedidoManualItemDto, answers: PedidoManualItemRespostaDto[]) => boolean) {
  for (const branch of (await branchesOf(MANUAL_ID)).content) {
    for (const item of (await itemsOf(branch.id)).content) {
      const answers = await serverAnswers(item.id);
      if (test(item, answers)) return { branch, item, answers };
    }
  }
  throw new Error('no such product in the manual order');
}

/** A product answered at every branch whose answers there (one list per branch) satisfy `test`, as the server has it. */
export async function productAtEveryBranch(test: (answers: PedidoManualItemRespostaDto[][]) => boolean = () => true): Promise<{ codBarras: string; items: PedidoManualItemDto[]; answers: PedidoManualItemRespostaDto[][] }> {
  const branches = (await branchesOf(MANUAL_ID)).content;
  const perBranch = await Promise.all(branches.map(async (branch) => (await itemsOf(branch.id)).content));
  for (const product of perBranch[0]) {
    const items = perBranch.map((list) => list.find((i) => i.codBarras === product.codBarras));
    if (items.some((item) => !item)) continue;
    const answers = await Promise.all(items.map((item) => serverAnswers(item!.id)));
    if (test(answers)) return { codBarras: product.codBarras, items: items as PedidoManualItemDto[], answers };
  }
  throw new Error('no product at every branch');
}

/** The address that shows only that product at its branch (the filter by branch and search). */
export const onlyProduct = (cnpj: string, codBarras: string): string => manualPath(`?busca=${codBarras}&cnpj=${encodeURIComponent(cnpj)}`);

/** The quotation's branch orders in the mock (after an insertion). */
export const ordersOfManual = () => db().ordersOf(MANUAL_ID);

export { waitFor, within };

/** The accessible name of an answer's quantity input, whatever the product (QuantityInput: 'Quantidade a pedir de {produto} a {fornecedor}'). */
export const quantityBoxName = (supplier: string): RegExp => new RegExp(`^Quantidade a pedir de .+ a ${supplier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The buyer (comprador, subject 1001) has chosen to see every answer column (answerColumns: some are hidden by default). */
export function showAllAnswerColumns(): void {
  writeJson(userKey('1001', ANSWER_COLUMNS_KEY), ANSWER_COLUMNS.filter((column) => !column.always).map((column) => column.key));
}
