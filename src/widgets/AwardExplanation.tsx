import type { PorQueFornecedorDto } from '../api/desempateDto';
import { tieBreakChain } from '../domain/tieBreak';
import './AwardExplanation.css';

/** 'Por que este fornecedor?' (issue 15): the answer's explanation as the server sends it. */
type Award = PorQueFornecedorDto;

export const WHY_THIS_SUPPLIER = 'Por que este fornecedor?';

/** The chain as a sentence, from the domain's own criteria (so it cannot drift from what generated). */
export function chainSentence(award: Award): string {
  const criteria = tieBreakChain({ custom: award.cadeia === 'PERSONALIZADA', sic: award.sic }).map((criterion) => criterion.decided);
  const title = award.cadeia === 'PERSONALIZADA' ? 'Desempate personalizado' : 'Desempate padrão';
  return `${title}: ${criteria.slice(0, -1).join(', ')}.`;
}

/** The button that shows or hides the explanation (its panel has the id `controls`). */
export function AwardToggle({ open, onToggle, controls, subject }: { open: boolean; onToggle: () => void; controls: string; subject: string }) {
  return (
    <button type="button" className="btn btn--link award-toggle" aria-expanded={open} aria-controls={controls} aria-label={`${WHY_THIS_SUPPLIER} ${subject}`} onClick={onToggle}>
      {WHY_THIS_SUPPLIER}
    </button>
  );
}

/** The chosen answer against each other answer: the first criterion that decided, with both values. */
export function AwardExplanation({ award, id }: { award: Award; id: string }) {
  return (
    <div className="award" id={id}>
      <p className="award__chain">{chainSentence(award)}</p>
      {award.comparacoes.length === 0 ? (
        <p>Única resposta para este produto nesta filial.</p>
      ) : (
        <ul className="award__list">
          {award.comparacoes.map((comparison, index) => (
            <li key={`${comparison.fornecedorNomeFantasia}:${comparison.representanteTitulo}:${index}`} className={comparison.venceu ? 'award__item' : 'award__item award__item--lost'}>
              <span className="award__rival">
                Contra {comparison.fornecedorNomeFantasia} — {comparison.representanteTitulo}:
              </span>{' '}
              {comparison.motivo}
              {!comparison.venceu && ' (pela regra, a outra resposta venceria)'}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
