import { answerQuantityStep, chooseAnswerStep } from './editCommands';
import { assertOrderProperty, PROPERTY_TIMEOUT_MS } from './property';

/**
 * No quantity exceeds what its answer offers unless the buyer typed it with the answered quantity in
 * view. Waits for issue 25 points 1 and 3 (an answer's 'Pedir' above what it answered is taken
 * silently, mocks/db/productAnswers.ts; combo quantities above the answer, mocks/db/combos.ts).
 */
it('no quantity exceeds what its answer offers without a warning, after every step of its known counterexamples and of random sessions', () => assertOrderProperty(['offeredQuantity'], 300, [[answerQuantityStep(366, 4)], [chooseAnswerStep(34, 3)]]), PROPERTY_TIMEOUT_MS);
