import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../mocks/db/current';
import { MANUAL_GENERATED } from '../../mocks/db/manualOrderSeeds';
import type { renderApp } from './renderWithProviders';

/** Test helpers of the manual order page (jsdom, real store and sagas, the mock API's e2e scenario). */
export const MANUAL_ID = MANUAL_GENERATED;
export const manualPath = (query = ''): string => `/pedido-manual/${MANUAL_ID}${query}`;

export type View = ReturnType<typeof renderApp>;

/** The branch panels shown, once every product table of the page has its answers. */
export async function branchPanels(): Promise<HTMLElement[]> {
  const list = await screen.findByRole('list', { name: '' }).catch(() => null);
  void list;
  const panels = await waitFor(() => {
    const found = document.querySelectorAll<HTMLElement>('.manual-branch');
    expect(found.length).toBeGreaterThan(0);
    return [...found];
  });
  await waitFor(() => expect(document.querySelectorAll('.manual-answers__table').length).toBeGreaterThan(0));
  return panels;
}

/** The first answers table of the page (the first product of the first branch). */
export async function firstAnswers(): Promise<HTMLElement> {
  const tables = await waitFor(() => {
    const found = document.querySelectorAll<HTMLElement>('.manual-answers__table');
    expect(found.length).toBeGreaterThan(0);
    return found;
  });
  return tables[0];
}

/** The quotation's branch orders in the mock after an insertion. */
export const ordersOfManual = () => db().ordersOf(MANUAL_ID);

export { within };
