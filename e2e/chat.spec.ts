import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, test } from './fixtures';

/** The served config.json plus the demo chat widget (the default configuration has no chat). */
async function withChatWidget(page: Page): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const answer = await route.fetch();
    const config = (await answer.json()) as Record<string, unknown>;
    await route.fulfill({ response: answer, json: { ...config, chatWidgetScript: '/chat-widget-demo.js' } });
  });
}

test.describe('chat widget', () => {
  test('is absent unless configured', async ({ page }) => {
    await login(page);
    await expect(page.getByRole('button', { name: 'Fale conosco' })).toHaveCount(0);
    await page.goto('/chat');
    await expect(page.getByText('O chat não está configurado para este ambiente.')).toBeVisible();
  });

  test('appears once signed in, opens a conversation, and /chat hosts it full size', async ({ page }) => {
    await withChatWidget(page);
    await page.goto('/cotacao');
    await expect(page.getByRole('button', { name: 'Fale conosco' })).toHaveCount(0); // not before login
    await login(page);
    await page.getByRole('button', { name: 'Fale conosco' }).click();
    const conversation = page.getByRole('region', { name: 'Conversa com o suporte' });
    await expect(conversation).toBeVisible();
    await conversation.getByLabel('Mensagem').fill('Preciso de ajuda com uma cotação');
    await conversation.getByRole('button', { name: 'Enviar' }).click();
    await expect(conversation.getByText('Você: Preciso de ajuda com uma cotação')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/chat');
    await expect(page.locator('#chat-widget-full').getByRole('region', { name: 'Conversa com o suporte' })).toBeVisible();
  });

  test('embedded, opening and closing it asks the parent for a large and then a small frame', async ({ page, mockApi }) => {
    await withChatWidget(page);
    await page.goto(`/embed-demo.html?token=${await mockApi.token('comprador')}`);
    const app = page.frameLocator('#app');
    const launcher = app.getByRole('button', { name: 'Fale conosco' });
    // The frame grows to the app's full height, so the widget's fixed launcher sits below the portal's
    // viewport; a click event stands in for the user scrolling down to it.
    await expect(launcher).toBeAttached({ timeout: 20_000 });
    await launcher.dispatchEvent('click');
    await expect(page.locator('#log li[data-action="large"]')).toHaveCount(1);
    await launcher.dispatchEvent('click');
    await expect(page.locator('#log li[data-action="small"]')).toHaveCount(1);
  });
});
