import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

/** Issue 16 / spec 01 §2.4, §5, §8: the public sign-up in Chromium, without a session. */
const store = (page: Page, n: number): Locator => page.getByRole('group', { name: `Loja ${n}`, exact: true });

const noHorizontalOverflow = (page: Page) => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));

async function expectNoOverflow(page: Page): Promise<void> {
  const { scroll, viewport } = await noHorizontalOverflow(page);
  expect(scroll).toBeLessThanOrEqual(viewport);
}

async function fillContact(page: Page): Promise<void> {
  await page.getByLabel('Nome', { exact: true }).fill('Ana');
  await page.getByLabel('Sobrenome').fill('Souza');
  await page.getByLabel('Cargo').fill('Compradora');
  await page.getByLabel('Telefone #1', { exact: true }).pressSequentially('11987654321');
  await page.getByLabel('E-mail').fill('ana@drogaria.com.br');
}

async function typeCnpj(scope: Locator, cnpj: string): Promise<void> {
  const input = scope.getByLabel('CNPJ');
  await input.pressSequentially(cnpj);
  await input.press('Tab');
}

async function fillByHand(scope: Locator): Promise<void> {
  await scope.getByLabel('Razão social').fill('Farmácia Esperança Ltda');
  await scope.getByLabel('Nome fantasia').fill('Farmácia Esperança');
  await scope.getByLabel('CEP').pressSequentially('80020310');
  await scope.getByLabel('Logradouro').fill('Rua XV de Novembro');
  await scope.getByLabel('Número').fill('700');
  await scope.getByLabel('Bairro').fill('Centro');
  await scope.getByLabel('Cidade').fill('Curitiba');
  await scope.getByLabel('Estado').selectOption('PR');
}

test.describe('public sign-up (issue 16)', () => {
  for (const [width, height] of [
    [1330, 860],
    [375, 812],
  ] as const) {
    test(`signs up two stores, one looked up and one typed by hand, at ${width} px`, async ({ page, request }, testInfo) => {
      await page.setViewportSize({ width, height });
      await page.goto('/site/cadastro');
      await expect(page.getByRole('heading', { name: 'Cadastro', exact: true })).toBeVisible();
      await expect(page.getByLabel('Login')).toHaveCount(0);
      await fillContact(page);
      await page.getByRole('button', { name: 'Adicionar telefone' }).click();
      await page.getByLabel('Tipo do telefone #2').selectOption('comercial');
      await page.getByLabel('Telefone #2', { exact: true }).pressSequentially('1134567890');
      await expectNoOverflow(page);
      await expectAccessible(page);
      await page.screenshot({ path: testInfo.outputPath(`signup-step1-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Próximo' }).click();

      await expect(page.getByText('Passo 2 de 2')).toBeVisible();
      await typeCnpj(store(page, 1), 'A1B2C3D4000193');
      await expect(store(page, 1).getByLabel('Razão social')).toHaveValue('Cerrado Alimentos e Distribuição Ltda');
      await expect(store(page, 1).getByLabel('Cidade')).toBeDisabled();
      await page.getByRole('button', { name: 'Adicionar loja' }).click();
      await typeCnpj(store(page, 2), '76543210000198');
      await expect(store(page, 2).getByText('CNPJ não encontrado.')).toBeVisible();
      await fillByHand(store(page, 2));
      await store(page, 2).getByRole('radio', { name: 'Sim' }).check();
      await store(page, 2).getByLabel('Nome da rede').fill('Rede Paraná');
      await page.getByRole('radio', { name: 'Alimentar' }).check();
      await expect(page.getByText(/Ao clicar em Finalizar/)).toBeVisible();
      await expectNoOverflow(page);
      await expectAccessible(page);
      await page.screenshot({ path: testInfo.outputPath(`signup-step2-${width}.png`), fullPage: true });

      await page.getByRole('button', { name: 'Finalizar' }).click();
      await expect(page).toHaveURL(/\/site\/resposta$/);
      await expect(page.getByRole('heading', { name: 'Dados enviados com sucesso!' })).toBeVisible();
      await expect(page.getByText('Obrigado pelas suas informações. Em breve um especialista entrará em contato com você.')).toBeVisible();
      await expectNoOverflow(page);
      await expectAccessible(page);
      await page.screenshot({ path: testInfo.outputPath(`signup-thanks-${width}.png`), fullPage: true });

      const sent = (await (await request.get('/api/__mock/cadastros')).json()) as { telefone2: string; segmento: string; clientes: { cnpj: string; rede: string; cidade: string }[] }[];
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ telefone2: '(11) 3456-7890', segmento: 'ALIMENTAR' });
      expect(sent[0].clientes.map(({ cnpj, rede, cidade }) => ({ cnpj, rede, cidade }))).toEqual([
        { cnpj: 'A1.B2C.3D4/0001-93', rede: '', cidade: 'Brasília' },
        { cnpj: '76.543.210/0001-98', rede: 'Rede Paraná', cidade: 'Curitiba' },
      ]);
    });
  }

  test('shows each validation message (at 375 px)', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/site/cadastro');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(page.getByText('Campo obrigatório.')).toHaveCount(4);
    await expect(page.getByText('Telefone #1 inválido')).toBeVisible();
    await expect(page.getByLabel('Nome', { exact: true })).toBeFocused();
    await expectNoOverflow(page);
    await page.screenshot({ path: testInfo.outputPath('signup-step1-errors-375.png'), fullPage: true });
    await fillContact(page);
    await page.getByRole('button', { name: 'Adicionar telefone' }).click();
    await page.getByLabel('Telefone #2', { exact: true }).pressSequentially('1198');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(page.getByText('Telefone #2 inválido')).toBeVisible();
    await page.getByRole('button', { name: 'Remover telefone' }).click();
    await page.getByRole('button', { name: 'Próximo' }).click();

    await typeCnpj(store(page, 1), '11222333000182');
    await expect(store(page, 1).getByText('Insira somente CNPJs válidos')).toBeVisible();
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page.getByText('Informe um segmento')).toBeVisible();
    await expect(store(page, 1).getByLabel('CNPJ')).toBeFocused();
    await expectNoOverflow(page);
    await page.screenshot({ path: testInfo.outputPath('signup-step2-errors-375.png'), fullPage: true });
    await store(page, 1).getByLabel('CNPJ').fill('');
    await typeCnpj(store(page, 1), '4XZ9BRT2000101');
    await expect(store(page, 1).getByText('CNPJ não encontrado.')).toBeVisible();
    await expect(store(page, 1).getByText('Insira somente CNPJs válidos')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('keeps the form on a server error and sends it on the next try', async ({ page, mockApi }) => {
    await page.setViewportSize({ width: 1330, height: 860 });
    await page.goto('/site/cadastro');
    await fillContact(page);
    await page.getByRole('button', { name: 'Próximo' }).click();
    await typeCnpj(store(page, 1), '45723174000110');
    await expect(store(page, 1).getByLabel('Cidade')).toHaveValue('São Paulo');
    await page.getByRole('radio', { name: 'Farma' }).check();
    await mockApi.fault({ method: 'POST', path: '/cadastro/cliente', status: 500, times: 1 });
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page.getByText('Erro de comunicação com o servidor.')).toBeVisible();
    await expect(page).toHaveURL(/\/site\/cadastro$/);
    await expect(store(page, 1).getByLabel('Razão social')).toHaveValue('Drogaria Bom Preço Comércio de Medicamentos Ltda');
    await expect(page.getByRole('radio', { name: 'Farma' })).toBeChecked();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page.getByLabel('E-mail')).toHaveValue('ana@drogaria.com.br');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page).toHaveURL(/\/site\/resposta$/);
  });
});
