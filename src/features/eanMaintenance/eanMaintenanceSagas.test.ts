import type { UnknownAction } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { db } from '../../../mocks/db/core/current';
import { toEanDto } from '../../../mocks/db/admin/eanRelations';
import { server } from '../../../mocks/node';
import { DEFAULT_CONFIG } from '../../app/configSlice';
import { setupStore } from '../../app/store';
import { FAST_TIMING } from '../../shared/saga/timing';
import { signedInAs } from '../../test/session';
import { onTeardown } from '../../test/teardown';
import { eanMaintenanceFeature } from './eanMaintenanceFeature';
import { CANDIDATE_PAGE_SIZE, eanActions } from './eanMaintenanceSlice';

describe('the candidate search (spec 03 §7.6, §9: debounced, 10 candidates)', () => {
  it('asks once, for the last text, when the typing does not pause for the debounce (timing from the saga context)', async () => {
    const seen: UnknownAction[] = [];
    const store = setupStore({ preloadedState: { config: DEFAULT_CONFIG, session: signedInAs('admin') }, timing: FAST_TIMING, onAction: (action) => seen.push(action) });
    onTeardown(store.stopSagas);
    store.injectFeature(eanMaintenanceFeature.feature);
    const asked: URL[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.url.includes('/candidatos')) asked.push(new URL(request.url));
    };
    server.events.on('request:start', listen);
    onTeardown(() => server.events.removeListener('request:start', listen));

    store.dispatch(eanActions.addDialogOpened(toEanDto(db(), db().data.products[0])));
    // Three keystrokes dispatched in one go: each cancels the wait of the one before.
    ['7', '78', '789'].forEach((text) => store.dispatch(eanActions.candidateTextChanged(text)));
    await waitFor(() => expect(seen.filter(eanActions.candidatesLoaded.match)).toHaveLength(1));

    expect(asked.map((url) => [url.pathname.split('/').at(-2), url.searchParams.get('page'), url.searchParams.get('size')])).toEqual([['789', '0', String(CANDIDATE_PAGE_SIZE)]]);
    const candidates = store.getState().eanMaintenance.dialog!.candidates;
    expect(candidates).toHaveLength(10);
    expect(candidates.every((c) => c.codigo.includes('789') || c.descricao.includes('789'))).toBe(true);
  });
});
