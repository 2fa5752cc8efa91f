import { ValidationError } from 'yup';
import { cardSchema, EMPTY_CARD, expiryInFuture, type CardForm } from './cardSchema';
import { CARD_MESSAGES } from './orderPaymentTexts';
import { brasilia } from '../../test/brasilia';

/** The clock is pinned: 15 May 2026. */
const MAY_2026 = () => brasilia('15/05/2026 10:00');
const VALID: CardForm = { numero: '4111 1111 1111 1111', nome: 'Maria Souza', validade: '06/26', codigo: '123' };

function errorsOf(values: Partial<CardForm>, now = MAY_2026): Record<string, string> {
  try {
    cardSchema(now).validateSync({ ...EMPTY_CARD, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) errors[inner.path!] ??= inner.message;
    return errors;
  }
}

describe('card form (spec 03 §5, local only)', () => {
  it('accepts a complete card that expires after the current month', () => {
    expect(errorsOf(VALID)).toEqual({});
  });

  it('gives every message of the spec', () => {
    expect(errorsOf({})).toEqual({ numero: CARD_MESSAGES.numberRequired, nome: CARD_MESSAGES.nameRequired, validade: CARD_MESSAGES.expiryInvalid, codigo: CARD_MESSAGES.cvvInvalid });
    expect(errorsOf({ ...VALID, numero: '4111 1111 1111 111' }).numero).toBe(CARD_MESSAGES.numberInvalid);
    expect(errorsOf({ ...VALID, nome: '   ' }).nome).toBe(CARD_MESSAGES.nameRequired);
    expect(errorsOf({ ...VALID, validade: '13/27' }).validade).toBe(CARD_MESSAGES.expiryInvalid);
    expect(errorsOf({ ...VALID, validade: '0/27' }).validade).toBe(CARD_MESSAGES.expiryInvalid);
    expect(errorsOf({ ...VALID, validade: '05/26' }).validade).toBe(CARD_MESSAGES.expiryPast);
    expect(errorsOf({ ...VALID, validade: '12/25' }).validade).toBe(CARD_MESSAGES.expiryPast);
    expect(errorsOf({ ...VALID, codigo: '12' }).codigo).toBe(CARD_MESSAGES.cvvInvalid);
    expect(errorsOf({ ...VALID, codigo: '1234' }).codigo).toBe(CARD_MESSAGES.cvvInvalid);
  });

  it('reads the clock at each validation: the same card expires when the month turns', () => {
    let now = brasilia('31/05/2026 23:59');
    const schema = cardSchema(() => now);
    expect(schema.isValidSync(VALID)).toBe(true);
    now = brasilia('01/06/2026 00:00');
    expect(schema.isValidSync(VALID)).toBe(false);
    expect(expiryInFuture('01/27', brasilia('31/12/2026'))).toBe(true);
    expect(expiryInFuture('12/26', brasilia('31/12/2026'))).toBe(false);
  });
});
