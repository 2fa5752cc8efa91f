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
    await page.route('http://outro-site.test/**', (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="pt-BR"><title>emissor</title>${EMITTER}</html>` }));
    await openDemo(page, await mockApi.token('comprador'));
    await expectNoEvictionAfter(page, 'http://outro-site.test/emissor.html', () =>
      page.evaluate(() => {
        const other = document.createElement('iframe');
        other.title = 'Outro site';
        other.src = 'http://outro-site.test/emissor.html';
        document.body.appendChild(other);
      }),
    );
  });

  test('a message from an allowed origin that is not the parent window (a sibling frame) is ignored', async ({ page, mockApi }) => {
    await openDemo(page, await mockApi.token('comprador'));
    await expectNoEvictionAfter(page, 'about:srcdoc', () =>
      page.evaluate((script) => {
        const sibling = document.createElement('iframe'); // same origin as the portal, so the origin check alone would let it through
        sibling.title = 'Quadro vizinho';
        sibling.srcdoc = `<!doctype html><html lang="pt-BR"><title>emissor</title>${script}</html>`;
        document.body.appendChild(sibling);
      }, EMITTER),
    );
  });
});

/** A page that posts a well-formed atualizaLateral to the app's frame, then says so in its title. */
const EMITTER = `<script>
  window.parent.frames['app'].postMessage(JSON.stringify({ action: 'atualizaLateral', idCotacao: 1000, timestamp: Date.now() }), '*');
  document.title = 'enviado';
</script>`;

/** Adds the emitting frame and checks the app refreshed nothing (the refresh would come 2 s later) and still works. */
async function expectNoEvictionAfter(page: Page, emitterUrl: string, addEmitter: () => Promise<void>): Promise<void> {
  const evictions: string[] = [];
  page.on('request', (r) => r.url().includes('/lateral/evict') && evictions.push(r.url()));
  await addEmitter();
  await expect.poll(() => page.frames().find((f) => f.url().startsWith(emitterUrl))?.title()).toBe('enviado');
  await page.waitForTimeout(2500);
  expect(evictions).toEqual([]);
  await expect(page.frameLocator('#app').getByRole('button', { name: 'Criar Cotação' })).toBeVisible();
}
