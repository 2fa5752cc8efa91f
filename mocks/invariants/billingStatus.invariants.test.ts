import { keepOneItemStep } from './editCommands';
import { confirmSendBillStep } from './flowCommands';
import { assertOrderProperty, PROPERTY_TIMEOUT_MS } from './property';

/**
 * Each order's status agrees with its invoiced quantities, and its invoiced total with its invoiced
 * items. Waits for issue 25 point 4 (the billing return by item position: mocks/db/orderSending.ts).
 */
it('status agrees with the invoiced quantities after every step of its known counterexamples and of random sessions', () => assertOrderProperty(['billingStatus'], 300, [[keepOneItemStep(525), confirmSendBillStep]]), PROPERTY_TIMEOUT_MS);
