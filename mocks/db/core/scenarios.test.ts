import { cnpj } from 'cpf-cnpj-validator';
import { MockDb } from './database';
import { answerTerms } from '../answers/answerItems';
import { MANUAL_GENERATED } from '../manualOrder/manualOrderSeeds';
import { ean13CheckDigit } from './documents';
import { equivalenceKey } from './catalog';

const validEan = (ean: string) => /^\d{13}$/.test(ean) && ean13CheckDigit(ean.slice(0, 12)) === Number(ean[12]);
const FIXED_NOW = new Date('2026-11-22T12:00:00Z');

describe('seeded scenarios of the mock API', () => {
  const demo = new MockDb('demo', FIXED_NOW);

  it('demo: about 10 branches, the real catalogue, about 6 suppliers with 1–3 representatives, quotations in every status', () => {
    expect(demo.data.branches).toHaveLength(10);
    expect(demo.data.products).toHaveLength(374);
    expect(demo.data.suppliers).toHaveLength(6);
    for (const supplier of demo.data.suppliers) {
      const reps = demo.data.representatives.filter((r) => r.idFornecedor === supplier.id);
      expect(reps.length).toBeGreaterThanOrEqual(1);
      expect(reps.length).toBeLessThanOrEqual(3);
    }
    const statuses = new Set(demo.data.quotations.map((q) => q.situacao));
    expect([...statuses].sort()).toEqual(['ASSOCIADA_MATRIZ', 'CANCELADA', 'CAPTURADA', 'EM_ANALISE', 'EM_ANDAMENTO', 'EM_CRIACAO', 'EM_PROCESSAMENTO', 'ENVIADA_MATRIZ', 'FINALIZADA']);
    expect(new Set(demo.data.answers.map((a) => a.categoria)).size).toBe(7);
  });

  it('uses valid masked CNPJs and valid EAN-13s, with equivalence groups by substance and strength', () => {
    for (const company of [...demo.data.branches, ...demo.data.suppliers]) {
      expect(company.cnpj).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
      expect(cnpj.isValid(company.cnpj)).toBe(true);
    }
    expect(demo.data.products.every((p) => validEan(p.ean))).toBe(true);
    const atorvastatina = demo.data.products.filter((p) => /ATORVASTATINA/.test(p.substancia) && /^20 MG/.test(p.apresentacao));
    expect(atorvastatina.length).toBeGreaterThan(1);
    expect(new Set(atorvastatina.map((p) => p.grupoProduto)).size).toBe(1);
    expect(equivalenceKey({ substancia: 'DIPIRONA', apresentacao: '500 MG/ML SOL OR CT FR' })).toBe('DIPIRONA|500MG/ML');
  });

  it('is deterministic: the same scenario gives the same data', () => {
    const again = new MockDb('demo', FIXED_NOW);
    expect(again.data.branches).toEqual(demo.data.branches);
    expect(again.data.quotations).toEqual(demo.data.quotations);
  });

  it('e2e: small and fixed', () => {
    const e2e = new MockDb('e2e', FIXED_NOW);
    expect(e2e.data.branches).toHaveLength(4);
    expect(e2e.data.suppliers).toHaveLength(3);
    expect(e2e.data.quotations).toHaveLength(11); // one per status, and the manual order's two (manualOrderSeeds.ts)
  });

  it('large: 4,500 branch orders holding about 900,000 items, one with 5,000, built lazily and the same each time', () => {
    const started = Date.now();
    const large = new MockDb('large', FIXED_NOW);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(large.data.branches).toHaveLength(300);
    expect(large.data.products).toHaveLength(5000);
    expect(large.data.suppliers).toHaveLength(15);
    const power = large.data.quotations.find((q) => q.filiais.length === 300)!;
    const orders = large.data.orders.filter((o) => o.idCotacao === power.id);
    expect(orders).toHaveLength(4500);
    const items = orders.reduce((sum, o) => sum + o.quantidadeItens, 0);
    expect(items).toBeGreaterThan(880_000);
    expect(items).toBeLessThan(920_000);
    const biggest = orders.reduce((a, b) => (b.quantidadeItens > a.quantidadeItens ? b : a));
    expect(biggest.quantidadeItens).toBe(5000);
    expect(large.orderItems.size).toBe(0);
    const built = large.orderItems.get(biggest.idPedido);
    expect(built).toHaveLength(5000);
    expect(new MockDb('large', FIXED_NOW).orderItems.get(biggest.idPedido)).toEqual(built);
  });
});

describe("the manual order's expired answers do not depend on the hour the mock starts", () => {
  it('the same answers are expired when the e2e scenario starts at 00:30 or at 15:00', () => {
    const expiredAt = (iso: string) => {
      const db = new MockDb('e2e', new Date(iso));
      const quotation = db.quotationById.get(MANUAL_GENERATED)!;
      return db.answersOf(MANUAL_GENERATED).filter((answer) => Date.parse(answerTerms(answer, quotation, db.scenarioSeed).dataValidade) < db.createdAt.getTime()).map((answer) => answer.id);
    };
    const night = expiredAt('2026-11-24T00:30:00Z');
    expect(night.length).toBeGreaterThan(0);
    expect(expiredAt('2026-11-24T15:00:00Z')).toEqual(night);
  });
});
