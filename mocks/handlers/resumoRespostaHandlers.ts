import { http, HttpResponse } from 'msw';
import type { ResultadoDto } from '../../src/api/dto';
import { dropPendingAnswers } from '../db/answers/answerSimulation';
import { db } from '../db/core/current';
import { api, requireQuotation, requireUser } from './context';

const FINAL: string[] = ['CANCELADA', 'FINALIZADA'];

/** Cancelling a quotation from any step (spec 01 §4, §7): it moves to CANCELADA with the reason. */
export const resumoRespostaHandlers = [
  http.post(api('/resumoresposta/cancelarCotacao'), async ({ request }) => {
    const user = requireUser(request);
    const body = (await request.json().catch(() => ({}))) as { idCotacao?: number; motivo?: string };
    const quotation = requireQuotation(user, String(body.idCotacao));
    if (FINAL.includes(quotation.situacao)) return HttpResponse.json({ mensagem: 'Esta cotação não pode mais ser cancelada.' }, { status: 409 });
    quotation.situacao = 'CANCELADA';
    quotation.motivoCancelamento = (body.motivo ?? '').trim();
    dropPendingAnswers(db(), quotation.id);
    return HttpResponse.json<ResultadoDto>({ sucesso: true, mensagem: 'Cotação cancelada com sucesso.' });
  }),
];
