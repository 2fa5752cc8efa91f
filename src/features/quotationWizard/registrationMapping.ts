import type { CotacaoCadastroDto, CotacaoCadastroRequest } from '../../api/cotacaoDto';
import { dueMoment, parseRepresentativeKey, representativeKey, splitDueMoment, type RegistrationDraft } from '../../domain/quotationRegistration';

/** Step 1's form values to and from the wire shape. */
export const EMPTY_REGISTRATION: RegistrationDraft = {
  titulo: '',
  vencimento: '',
  hora: '',
  condicaoPagamento: '',
  tipoEntrega: '',
  observacoes: '',
  filiais: [],
  representantes: [],
};

export function toRegistrationRequest(draft: RegistrationDraft): CotacaoCadastroRequest {
  return {
    titulo: draft.titulo.trim(),
    dataVencimento: dueMoment(draft.vencimento, draft.hora)!.toISOString(),
    condicaoPagamento: draft.condicaoPagamento,
    tipoEntrega: draft.tipoEntrega,
    observacoes: draft.observacoes,
    filiais: draft.filiais,
    participantes: draft.representantes.map(parseRepresentativeKey),
  };
}

export function fromCadastro(dto: CotacaoCadastroDto): RegistrationDraft {
  return {
    titulo: dto.titulo,
    ...splitDueMoment(new Date(dto.dataVencimento)),
    condicaoPagamento: dto.condicaoPagamento,
    tipoEntrega: dto.tipoEntrega,
    observacoes: dto.observacoes,
    filiais: dto.filiais,
    representantes: dto.participantes.map((p) => representativeKey(p.idFornecedor, p.idRepresentante)),
  };
}
