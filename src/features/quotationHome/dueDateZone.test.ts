import type { CotacaoDto } from '../../api/dto';
import type { ContextoCotacaoDto } from '../../api/resumoRespostaDto';
import { HOME_PANELS } from '../../domain/quotationStatus';
import { formatDateTime } from '../../shared/lib/format';
import { callMockApi } from '../../../mocks/handlers/testApiCall';
import { homeFilter } from './quotationHomeSagas';

/** Brasília's wall clock of an instant of 2020 or later (UTC−3 all year since 2019): an independent reference, 'dd/MM/yyyy HH:mm'. */
const brasiliaReference = (iso: string): string => {
  const [day, time] = new Date(Date.parse(iso) - 3 * 3_600_000).toISOString().split('T');
  return `${day.split('-').reverse().join('/')} ${time.slice(0, 5)}`;
};

describe('the due date of the summary, order and review headers and the Relatório (issue 25 point 5)', () => {
  it('is the one the home shows for the same quotation, in Brasília time, whatever the zone of the server and the runner', async () => {
    const statuses = HOME_PANELS.flatMap((panel) => panel.statusList);
    const page = await callMockApi<{ content: CotacaoDto[] }>('/cotacao/getByFiltro?page=0&size=50', { method: 'POST', body: homeFilter(statuses, new Date()) });
    expect(page.body.content.length).toBeGreaterThan(3);
    for (const quotation of page.body.content) {
      const onHome = formatDateTime(quotation.dataVencimento);
      const context = await callMockApi<ContextoCotacaoDto>(`/resumoresposta/contexto/${quotation.id}`);
      expect({ id: quotation.id, context: context.body.vencimento, home: onHome }).toEqual({ id: quotation.id, context: brasiliaReference(quotation.dataVencimento), home: brasiliaReference(quotation.dataVencimento) });
    }
  });
});
