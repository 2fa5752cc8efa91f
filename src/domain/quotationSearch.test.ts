import fc from 'fast-check';
import { cleanSearchText, digitsOnly, EMPTY_SEARCH_CRITERIA, PERIOD_REQUIRED_MESSAGE, searchPeriodError } from './quotationSearch';

const date = fc.constantFrom('', '2026-01-01', '2026-02-15');

describe('search period rule', () => {
  it('asks for a period without a code', () => {
    expect(searchPeriodError({ ...EMPTY_SEARCH_CRITERIA, titulo: 'x' })).toBe(PERIOD_REQUIRED_MESSAGE);
    expect(searchPeriodError({ ...EMPTY_SEARCH_CRITERIA, startRegistrationDate: '2026-01-01' })).toBe(PERIOD_REQUIRED_MESSAGE);
    expect(searchPeriodError({ ...EMPTY_SEARCH_CRITERIA, startRegistrationDate: '2026-01-01', endExpirationDate: '2026-01-02' })).toBe(PERIOD_REQUIRED_MESSAGE);
  });

  it('accepts a code alone, a complete creation period or a complete due period', () => {
    expect(searchPeriodError({ ...EMPTY_SEARCH_CRITERIA, codigo: '1001' })).toBeNull();
    expect(searchPeriodError({ ...EMPTY_SEARCH_CRITERIA, startRegistrationDate: '2026-01-01', endRegistrationDate: '2026-01-31' })).toBeNull();
    expect(searchPeriodError({ ...EMPTY_SEARCH_CRITERIA, startExpirationDate: '2026-01-01', endExpirationDate: '2026-01-31' })).toBeNull();
  });

  it('property: allowed exactly when there is a code or a complete period', () => {
    fc.assert(
      fc.property(fc.constantFrom('', '12'), date, date, date, date, (codigo, a, b, c, d) => {
        const criteria = { ...EMPTY_SEARCH_CRITERIA, codigo, startRegistrationDate: a, endRegistrationDate: b, startExpirationDate: c, endExpirationDate: d };
        const allowed = codigo !== '' || (a !== '' && b !== '') || (c !== '' && d !== '');
        expect(searchPeriodError(criteria) === null).toBe(allowed);
      }),
    );
  });
});

describe('search text', () => {
  it('loses every literal %20 and keeps digits only in the code', () => {
    expect(cleanSearchText('Linha%20hospitalar%20')).toBe('Linhahospitalar');
    expect(cleanSearchText('Linha hospitalar%20')).toBe('Linha hospitalar');
    expect(digitsOnly('a1b2 3')).toBe('123');
    fc.assert(fc.property(fc.string(), (text) => expect(cleanSearchText(text)).not.toContain('%20')));
  });
});
