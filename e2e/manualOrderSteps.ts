import type { Page } from '@playwright/test';
import type { Page as ListPage } from '../src/api/dto';
import type { PedidoManualFilialDto, PedidoManualItemDto, PedidoManualItemRespostaDto } from '../src/api/pedidoManualDto';
import { expect, type MockApi } from './fixtures';

/** Steps of the manual order's browser tests (/pedido-manual/{id}, spec 02 §2.2). */
export const answerTables = (page: Page) => page.getByRole('table', { name: /^Respostas de / });

/** Every branch panel shows its products and their answers. */
export async function pageLoaded(page: Page): Promise<void> {
  await expect(answerTables(page).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^Carregando/)).toHaveCount(0);
}

/** Nothing is wider than the window: the page does not scroll sideways, and no panel pokes out. */
export async function fitsTheWindow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const panels = [...document.querySelectorAll('.manual-branch, .manual-grouped__product, .manual-filter, .manual-order__bar')];
    return { page: document.documentElement.scrollWidth - width, panels: panels.filter((panel) => panel.getBoundingClientRect().right > width + 0.5).length };
  });
  expect(overflow).toEqual({ page: 0, panels: 0 });
}

/** What the mock API has (read as the buyer), to pick products that show each rule. */
export async function manualData(page: Page, mockApi: MockApi, idCotacao: number) {
  const headers = { Authorization: `Bearer ${await mockApi.token()}` };
  const get = async <T>(path: string): Promise<T> => (await (await page.request.get(`/api${path}`, { headers })).json()) as T;
  const branches = (await get<ListPage<PedidoManualFilialDto>>(`/pedidomanual/${idCotacao}?page=0&size=50`)).content;
  const perBranch = await Promise.all(
    branches.map(async (branch) => {
      const items = (await get<ListPage<PedidoManualItemDto>>(`/pedidomanual/getItens/${branch.id}?page=0&size=100`)).content;
      return Promise.all(items.map(async (item) => ({ branch, item, answers: (await get<ListPage<PedidoManualItemRespostaDto>>(`/pedidomanual/getItensResposta/${item.id}?page=0&size=50`)).content })));
    }),
  );
  return perBranch.flat();
}

/** Shows only this product at its branch through the filter (search by EAN, the branch chosen). */
export async function filterTo(page: Page, cnpj: string, codBarras: string): Promise<void> {
  const search = page.getByRole('searchbox', { name: 'Buscar' });
  await search.fill(codBarras);
  await search.press('Enter');
  await page.getByRole('combobox', { name: 'Filial' }).selectOption(cnpj);
  await expect(page).toHaveURL(new RegExp(`busca=${codBarras}.*cnpj=`));
  await expect(page.locator('.manual-branch')).toHaveCount(1);
  await pageLoaded(page);
}
