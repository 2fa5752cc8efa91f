import { CHECKS, type CheckName } from './checks';
import { answerQuantityStep, chooseAnswerStep, editQuantitiesStep, editQuantityStep, excludeItemStep, keepOneItemStep } from './editCommands';
import { confirmSendBillStep, createComboStep } from './flowCommands';
import { assertOrderProperty, PROPERTY_TIMEOUT_MS } from './property';

/**
 * Issue 25, "Invariants as tests, not examples": random buyer sessions on the e2e data (quantity
 * edits, answer changes, mass edits, deletions and re-inserts, combos, packaging, confirm, send,
 * clock moves, billing return), all through the mock API; after every step, against the API:
 * - totals at every level (automatic order and review) equal the sum of their items;
 * - each item comes from an answer of its order's supplier and representative for that branch;
 * - no order holds a product twice;
 * - bonus items cost 0 and a combo order costs its combo's value;
 * - no quantity exceeds what its answer offers unless the buyer typed it with the answered quantity in view;
 * - each order's status agrees with its invoiced quantities.
 * The counterexamples found so far (docs/decisions.md "Order invariants") are replayed first on every run.
 */
const KNOWN = [
  [chooseAnswerStep(18, 2)],
  [createComboStep(0, 'manter')],
  [answerQuantityStep(366, 4)],
  [chooseAnswerStep(34, 3)],
  [keepOneItemStep(525), confirmSendBillStep],
  [confirmSendBillStep, createComboStep(0, 'manter'), keepOneItemStep(0)],
  [confirmSendBillStep, createComboStep(0, 'manter'), excludeItemStep(34)],
  [editQuantityStep(252, 2), chooseAnswerStep(769, 1)],
  [editQuantitiesStep(0, 538, 2), excludeItemStep(163), chooseAnswerStep(481, 2)],
];

it('every invariant holds after every step of the known counterexamples and of 1,000 random sessions', () => assertOrderProperty(Object.keys(CHECKS) as CheckName[], 1000, KNOWN), PROPERTY_TIMEOUT_MS);
