import { chooseAnswerStep } from './editCommands';
import { assertOrderProperty, PROPERTY_TIMEOUT_MS } from './property';

/**
 * Each item of an order comes from an answer of that order's supplier and representative for its
 * branch, at that answer's price. Waits for issue 25 point 1 (choosing another supplier's answer
 * must move the item to that supplier's order: mocks/db/productAnswers.ts, alterarRespostaEmMassa).
 */
it('every item comes from its order supplier’s answer after every step of its known counterexamples and of random sessions', () => assertOrderProperty(['answerOrigin'], 300, [[chooseAnswerStep(18, 2)]]), PROPERTY_TIMEOUT_MS);
