import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

/** Opens the demo portal page with the app signed in inside its frame. */
async function openDemo(page: Page, token: string) {
  await page.goto(`/embed-demo.html?token=${token}`);
  const app = page.frameLocator('#app');
  await expect(app.getByRole('button', { name: 'Criar Cotação' })).toBeVisible({ timeout: 20_000 }); // the first load may wait for the dev build
  return app;
}

const received = (page: Page, action: string) => page.locator(`#log li[data-action="${action}"]`);

test.describe('embedded in the demo portal page', () => {
  test('messages reach the parent as JSON with action and timestamp', async ({ page, mockApi }) => {
    const app = await openDemo(page, await mockApi.token('comprador'));
    await expect(received(page, 'size').first()).toBeAttached();
    await expect(app.getByRole('complementary', { name: /Publicidade/ })).toHaveCount(0);

    await app.getByRole('navigation', { name: 'Seções do portal' }).getByRole('button', { name: 'Promoções' }).click();
    await expect(received(page, 'menuClick')).toHaveCount(1);
    const menuClick = JSON.parse((await received(page, 'menuClick').textContent())!);
    expect(menuClick).toEqual({ action: 'menuClick', menu: 'Promoções', timestamp: expect.any(Number) });

    await app.getByRole('button', { name: 'Criar Cotação' }).click();
    await expect(received(page, 'criarNovaCotacao')).toHaveCount(1);

    const firstRecent = app.getByRole('region', { name: 'Itens recentes' }).getByRole('button').first();
    await firstRecent.hover();
    await expect(received(page, 'iframeZIndexUp')).toHaveCount(1);
    await app.getByRole('group', { name: /^Cotação / }).getByRole('button', { name: 'Ver' }).click();
    await expect(received(page, 'verCotacao')).toHaveCount(1);
    await expectAccessible(page);
  });

  test('atualizaLateral from the parent refreshes the side column', async ({ page, mockApi }) => {
    await openDemo(page, await mockApi.token('comprador'));
    const evicted = page.waitForRequest((r) => r.method() === 'DELETE' && r.url().endsWith('/lateral/evictDadosCotacao/1000'));
    const refreshed = page.waitForRequest((r) => r.url().endsWith('/lateral/getItensRecentes'));
    await page.getByLabel('idCotacao').fill('1000');
    await page.getByRole('button', { name: 'Enviar atualizaLateral' }).click();
    await evicted;
    await refreshed;
  });

  test('a message from another origin is ignored', async ({ page, mockApi }) => {
    await page.route('http://outro-site.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="pt-BR"><title>emissor</title><script>
          window.parent.frames['app'].postMessage(JSON.stringify({ action: 'atualizaLateral', idCotacao: 1000, timestamp: Date.now() }), '*');
          document.title = 'enviado';
        </script></html>`,
      }),
    );
    await openDemo(page, await mockApi.token('comprador'));
    const evictions: string[] = [];
    page.on('request', (r) => r.url().includes('/lateral/evict') && evictions.push(r.url()));
    await page.evaluate(() => {
      const other = document.createElement('iframe');
      other.title = 'Outro site';
      other.src = 'http://outro-site.test/emissor.html';
      document.body.appendChild(other);
    });
    await expect.poll(() => page.frames().find((f) => f.url().startsWith('http://outro-site.test'))?.title()).toBe('enviado');
    await page.waitForTimeout(2500);
    expect(evictions).toEqual([]);
    await expect(page.frameLocator('#app').getByRole('button', { name: 'Criar Cotação' })).toBeVisible();
  });
});
