import {
  BRANCH_REQUIRED_MESSAGE,
  DELIVERY_TYPE_MESSAGE,
  DUE_IN_PAST_MESSAGE,
  isDueDateInRange,
  isQuarterHour,
  registrationError,
  REQUIRED_FIELDS_MESSAGE,
  SUPPLIER_REQUIRED_MESSAGE,
  type RegistrationDraft,
} from './quotationRegistration';
import { brasilia } from '../test/brasilia';

const valid: RegistrationDraft = {
  titulo: 'Reposição',
  vencimento: '10/03/2026',
  hora: '18:00',
  condicaoPagamento: 'a-prazo',
  tipoEntrega: '2',
  observacoes: '',
  filiais: [1],
  representantes: ['1:1'],
};

describe('step 1 submit checks, in the spec order', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(brasilia('10/03/2026 14:07')); // Brasília time, whatever the runner's zone
  });
  afterEach(() => jest.useRealTimers());

  it('passes a complete registration', () => {
    expect(registrationError(valid, new Date())).toBeNull();
  });

  it('rejects a due time earlier than now today, before every other check', () => {
    const draft = { ...valid, hora: '14:00', tipoEntrega: '' as const, filiais: [], representantes: [] };
    expect(registrationError(draft, new Date())).toBe(DUE_IN_PAST_MESSAGE);
    expect(registrationError({ ...valid, hora: '14:15' }, new Date())).toBeNull();
    expect(registrationError({ ...valid, vencimento: '11/03/2026', hora: '08:00' }, new Date())).toBeNull();
  });

  it('then the delivery type, then a branch, then a supplier representative', () => {
    const none = { ...valid, tipoEntrega: '' as const, filiais: [], representantes: [] };
    expect(registrationError(none, new Date())).toBe(DELIVERY_TYPE_MESSAGE);
    expect(registrationError({ ...none, tipoEntrega: '1' }, new Date())).toBe(BRANCH_REQUIRED_MESSAGE);
    expect(registrationError({ ...none, tipoEntrega: '1', filiais: [2] }, new Date())).toBe(SUPPLIER_REQUIRED_MESSAGE);
  });

  it('asks for the fields marked * first', () => {
    for (const field of ['titulo', 'vencimento', 'hora', 'condicaoPagamento'] as const) {
      expect(registrationError({ ...valid, [field]: '', tipoEntrega: '' }, new Date())).toBe(REQUIRED_FIELDS_MESSAGE);
    }
  });

  it('due date between today and one day after; time on 15-minute steps', () => {
    const now = new Date();
    expect(isDueDateInRange('10/03/2026', now)).toBe(true);
    expect(isDueDateInRange('11/03/2026', now)).toBe(true);
    expect(isDueDateInRange('12/03/2026', now)).toBe(false);
    expect(isDueDateInRange('09/03/2026', now)).toBe(false);
    expect(isDueDateInRange('31/02/2026', now)).toBe(false);
    expect(['00:00', '09:15', '17:30', '23:45'].every(isQuarterHour)).toBe(true);
    expect(['09:10', '24:00', '9:15', '12:60'].some(isQuarterHour)).toBe(false);
  });
});
