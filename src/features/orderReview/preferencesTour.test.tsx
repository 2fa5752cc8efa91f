import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { renderApp } from '../../test/renderWithProviders';
import { TOUR_SEEN_KEY } from './orderPreferencesSagas';
import { PREFERENCES_TEXTS, TOUR_TEXTS as T } from './orderPreferencesTexts';
import { TOUR, tourTarget } from './tour/tourSteps';

const quotationId = () => db().data.quotations.find((q) => q.situacao === 'EM_ANALISE' && db().ordersOf(q.id).length > 0)!.id;
const seenFor = (sub: string) => window.localStorage.getItem(`u:${sub}:${TOUR_SEEN_KEY}`);

async function pressGear(user: 'comprador' | 'admin' = 'comprador') {
  const view = renderApp({ route: `/revisao-envio/${quotationId()}`, user });
  const gear = await screen.findByRole('button', { name: PREFERENCES_TEXTS.gear });
  await waitFor(() => expect(gear).toBeEnabled());
  await screen.findAllByText(/Total do pedido:/);
  await view.user.click(gear);
  return { ...view, gear };
}

const tourDialog = () => screen.findByRole('dialog', { name: new RegExp(T.label) });

describe('the review page tour (spec 03 §2.6, §6; issue 12 part 8)', () => {
  it('has six steps, each pointing at a real element of the page', async () => {
    expect(TOUR).toHaveLength(6);
    await pressGear();
    await tourDialog();
    for (const step of TOUR) expect(tourTarget(step)).not.toBeNull();
    // Without pending payments there is no tab bar: the filter button stands in.
    expect(tourTarget(TOUR[1])).toHaveAttribute('data-tour', 'filtrar');
  });

  it('runs the first time the gear is pressed: Próximo / Anterior through the six steps, Concluir opens the preferences and is remembered for this user', async () => {
    const { user } = await pressGear();
    const tour = await tourDialog();
    expect(tour).toHaveTextContent(T.counter(1, 6));
    expect(within(tour).getByRole('heading', { name: TOUR[0].title })).toBeInTheDocument();
    expect(within(tour).getByRole('button', { name: T.previous })).toBeDisabled();
    expect(within(tour).getByRole('button', { name: T.next })).toHaveFocus();
    expect(screen.queryByRole('dialog', { name: PREFERENCES_TEXTS.title })).toBeNull();
    // A modal tour: the page under it is inert while it runs, and given back when it ends.
    expect(screen.getByRole('button', { name: 'Legenda', hidden: true }).closest('[inert]')).not.toBeNull();
    expect(tour.closest('[inert]')).toBeNull();
    for (let step = 1; step < 6; step += 1) {
      await user.click(within(tour).getByRole('button', { name: T.next }));
      expect(within(tour).getByRole('heading', { name: TOUR[step].title })).toBeInTheDocument();
      expect(tour).toHaveTextContent(T.counter(step + 1, 6));
    }
    await user.click(within(tour).getByRole('button', { name: T.previous }));
    expect(within(tour).getByRole('heading', { name: TOUR[4].title })).toBeInTheDocument();
    await user.click(within(tour).getByRole('button', { name: T.next }));
    expect(within(tour).queryByRole('button', { name: T.next })).toBeNull();
    await user.click(within(tour).getByRole('button', { name: T.finish }));
    expect(screen.queryByRole('dialog', { name: new RegExp(T.label) })).toBeNull();
    expect(await screen.findByRole('dialog', { name: PREFERENCES_TEXTS.title })).toBeInTheDocument();
    expect(document.querySelector('[inert]')).toBeNull();
    expect(seenFor('1001')).toBe('true');
  });

  it('does not come back for the same user, but runs for another user on this browser', async () => {
    window.localStorage.setItem(`u:1001:${TOUR_SEEN_KEY}`, 'true');
    const first = await pressGear('comprador');
    expect(await screen.findByRole('dialog', { name: PREFERENCES_TEXTS.title })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: new RegExp(T.label) })).toBeNull();
    first.unmount();
    await pressGear('admin');
    expect(await tourDialog()).toBeInTheDocument();
  });

  it('Pular (or Esc) ends it at any step, remembered; the popover offers to see it again', async () => {
    const { user } = await pressGear();
    const tour = await tourDialog();
    await user.click(within(tour).getByRole('button', { name: T.next }));
    await user.click(within(tour).getByRole('button', { name: T.skip }));
    expect(seenFor('1001')).toBe('true');
    const popover = await screen.findByRole('dialog', { name: PREFERENCES_TEXTS.title });
    await user.click(within(popover).getByRole('button', { name: PREFERENCES_TEXTS.tourAgain }));
    const again = await tourDialog();
    expect(again).toHaveTextContent(T.counter(1, 6));
    expect(screen.queryByRole('dialog', { name: PREFERENCES_TEXTS.title })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: new RegExp(T.label) })).toBeNull();
    expect(await screen.findByRole('dialog', { name: PREFERENCES_TEXTS.title })).toBeInTheDocument();
  });
});
