import { http, HttpResponse } from 'msw';
import type { ResultadoDto } from '../../src/api/dto';
import { db } from '../db/core/current';
import { changeDueDate, closeQuotation, type Refusal } from '../db/quotation/quotationCommands';
import { api, requireQuotation, requireUser } from './context';

/** Change the due date and close for answers (spec 02 §4.3, §4.4; rules in mocks/db/quotation/quotationCommands.ts). */
function outcome(refusal: Refusal | null, success: string): Response {
  if (refusal) return HttpResponse.json({ mensagem: refusal.mensagem }, { status: refusal.status });
  return HttpResponse.json<ResultadoDto>({ sucesso: true, mensagem: success });
}

export const quotationCommandHandlers = [
  http.post(api('/resumoresposta/alterarVencimento'), async ({ request }) => {
    const user = requireUser(request);
    const body = (await request.json().catch(() => ({}))) as { idCotacao?: number; dataVencimento?: string };
    const quotation = requireQuotation(user, String(body.idCotacao));
    return outcome(changeDueDate(db(), quotation, body.dataVencimento), 'Vencimento alterado com sucesso.');
  }),

  http.get<{ id: string }>(api('/resumoresposta/encerrarCotacao/:id'), ({ request, params }) => {
    const quotation = requireQuotation(requireUser(request), params.id);
    return outcome(closeQuotation(db(), quotation), 'Cotação encerrada com sucesso.');
  }),
];
