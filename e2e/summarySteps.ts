import type { Page } from '@playwright/test';

/** The quotation's actions at the top of the summary and the order screens. */
export const topBar = (page: Page) => page.getByRole('group', { name: 'Ações da cotação (topo)' });
