import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { renderApp } from '../../test/renderWithProviders';
import { TOUR_SEEN_KEY } from './orderPreferencesSagas';
import { PREFERENCES_TEXTS, TOUR_TEXTS } from './orderPreferencesTexts';
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

const tourDialog = () => screen.findByRole('dialog', { name: new RegExp(TOUR_TEXTS.label) });

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
    expect(tour).toHaveTextContent(TOUR_TEXTS.counter(1, 6));
    expect(within(tour).getByRole('heading', { name: TOUR[0].title })).toBeInTheDocument();
    expect(within(tour).getByRole('button', { name: TOUR_TEXTS.previous })).toBeDisabled();
    expect(within(tour).getByRole('button', { name: TOUR_TEXTS.next })).toHaveFocus();
    expect(screen.queryByRole('dialog', { name: PREFERENCES_TEXTS.title })).toBeNull();
    // A modal tour: the page under it is inert while it runs, and given back when it ends.
    expect(screen.getByRole('button', { name: 'Legenda', hidden: true }).closest('[inert]')).not.toBeNull();
    expect(tour.closest('[inert]')).toBeNull();
    for (let step = 1; step < 6; step += 1) {
      await user.click(within(tour).getByRole('button', { name: TOUR_TEXTS.next }));
      expect(within(tour).getByRole('heading', { name: TOUR[step].title })).toBeInTheDocument();
      expect(tour).toHaveTextContent(TOUR_TEXTS.counter(step + 1, 6));
    }
    await user.click(within(tour).getByRole('button', { name: TOUR_TEXTS.previous }));
    expect(within(tour).getByRole('heading', { name: TOUR[4].title })).toBeInTheDocument();
    await user.click(within(tour).getByRole('button', { name: TOUR_TEXTS.next }));
    expect(within(tour).queryByRole('button', { name: TOUR_TEXTS.next })).toBeNull();
    await user.click(within(tour).getByRole('button', { name: TOUR_TEXTS.finish }));
    expect(screen.queryByRole('dialog', { name: new RegExp(TOUR_TEXTS.label) })).toBeNull();
    expect(await screen.findByRole('dialog', { name: PREFERENCES_TEXTS.title })).toBeInTheDocument();
    expect(document.querySelector('[inert]')).toBeNull();
    expect(seenFor('1001')).toBe('true');
  });

  it('does not come back for the same user, but runs for another user on this browser', async () => {
    window.localStorage.setItem(`u:1001:${TOUR_SEEN_KEY}`, 'true');
    const first = await pressGear('comprador');
    expect(await screen.findByRole('dialog', { name: PREFERENCES_TEXTS.title })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: new RegExp(TOUR_TEXTS.label) })).toBeNull();
    first.unmount();
    await pressGear('admin');
    expect(await tourDialog()).toBeInTheDocument();
  });

  it('Pular (or Esc) ends it at any step, remembered; the popover offers to see it again', async () => {
    const { user } = await pressGear();
    const tour = await tourDialog();
    await user.click(within(tour).getByRole('button', { name: TOUR_TEXTS.next }));
    await user.click(within(tour).getByRole('button', { name: TOUR_TEXTS.skip }));
    expect(seenFor('1001')).toBe('true');
    const popover = await screen.findByRole('dialog', { name: PREFERENCES_TEXTS.title });
    await user.click(within(popover).getByRole('button', { name: PREFERENCES_TEXTS.tourAgain }));
    const again = await tourDialog();
    expect(again).toHaveTextContent(TOUR_TEXTS.counter(1, 6));
    expect(screen.queryByRole('dialog', { name: PREFERENCES_TEXTS.title })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: new RegExp(TOUR_TEXTS.label) })).toBeNull();
    expect(await screen.findByRole('dialog', { name: PREFERENCES_TEXTS.title })).toBeInTheDocument();
  });
});
