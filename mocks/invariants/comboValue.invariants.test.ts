import { createComboStep } from './flowCommands';
import { assertOrderProperty, PROPERTY_TIMEOUT_MS } from './property';

/** Bonus items cost 0 and a combo order costs its combo's value. Waits for issue 25 point 3 (mocks/db/combos.ts). */
it('a combo order costs its combo’s value after every step of its known counterexamples and of random sessions', () => assertOrderProperty(['comboValue'], 300, [[createComboStep(0, 'manter')]]), PROPERTY_TIMEOUT_MS);
