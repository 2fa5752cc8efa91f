import type { RefObject } from 'react';
import type { RespostaProdutoDto } from '../../../api/pedidoAutomaticoSelectionDto';
import { useAppDispatch } from '../../../app/hooks';
import { CellConflictPopover } from '../../../shared/ui/CellConflictPopover';
import { answersActions, type AnswerConflict } from './answersSlice';

/** An answer and what is bought from it, in words: 'Fornecedor — Representante: 12 un'. */
const described = (answer: Pick<RespostaProdutoDto, 'fornecedorNomeFantasia' | 'representanteTitulo'>, quantity: number): string => `${answer.fornecedorNomeFantasia} — ${answer.representanteTitulo}: ${quantity} un`;

/**
 * A choice or quantity of the answers modal refused because the item changed in another session
 * (docs/api.md "Versioned writes"): at the row's control (the checkbox or 'Pedir'), the answer
 * bought now with its quantity and the buyer's, with 'Manter o meu' (sent again over the version
 * now seen) and 'Usar o valor atual' (the rows show the answers as they are).
 */
export function AnswerConflictPopover({ conflict, answer, row }: { conflict: AnswerConflict; answer: RespostaProdutoDto; row: RefObject<HTMLLIElement | null> }) {
  const dispatch = useAppDispatch();
  const { mine, respostas } = conflict;
  const chosenNow = respostas.find((candidate) => candidate.comprarCliente);
  const now = respostas.find((candidate) => candidate.id === mine.id) ?? answer;
  const keepMine = () => {
    const again = { id: mine.id, idPedidoItem: now.idPedidoItem, versao: now.versao ?? 0 };
    dispatch(mine.quantidadePedir === undefined ? answersActions.answerChosen(again) : answersActions.answerQuantityChanged({ ...again, quantidadePedir: mine.quantidadePedir }));
  };
  return (
    <CellConflictPopover
      container={row}
      cellSelector={mine.quantidadePedir === undefined ? '.answer__choose input' : '.answer__quantity'}
      subject={`${answer.descricaoProduto} (${answer.nomeFantasiaCliente})`}
      mine={described(answer, mine.quantidadePedir ?? answer.quantidadePedir)}
      current={chosenNow ? described(chosenNow, chosenNow.quantidadePedir) : 'nenhuma resposta'}
      onKeepMine={keepMine}
      onTakeCurrent={() => dispatch(answersActions.answerConflictTookCurrent())}
    />
  );
}
