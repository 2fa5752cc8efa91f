import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { conflictChoices, type ItemConflict } from '../../../entities/saves/itemConflicts';
import { RowConflicts } from '../../../shared/ui/CellConflictPopover';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { isRefusedManualText, leaveManualQuantity, limitQuantityInput, manualQuantityHints, manualQuantityProblems, manualRulesOf, MANUAL_QUANTITY_MAX_LENGTH, parseManualQuantity } from '../../../domain/manualOrderQuantity';
import { NOT_A_WHOLE_NUMBER } from '../../../domain/orderQuantity';
import type { ManualAnswer } from '../manualOrderDataSlice';
import { quantityCommitted, quantitySavesRetried } from '../manualOrderEvents';
import { selectAnswerSaveStatus, selectQuantityConflicts } from '../manualOrderSelectors';
import { NOT_BOUGHT_QUANTITY } from '../manualOrderTexts';
import { RefusalTip } from '../../../shared/grid/RefusalTip';

/** The quantity input's name: the product and the supplier (every row of a page has one). */
export const quantityInputLabel = (produto: string, supplier: string): string => `Quantidade a pedir de ${produto} a ${supplier}`;

/**
 * The quantity to order of one answer (spec 02 §4.1): at most 5 characters, the text selected on
 * focus; leaving the field (or Enter) applies the rule (empty → 0, fixed → the minimum, below the
 * minimum → 0, otherwise down to the packaging multiple) and says which hint
 * the typed value broke; a text that is not plain digits ('1,8', '12.5', '-12', '12a4') is refused
 * with its reason and the stored value kept (docs/decisions.md, issue 25 point 7); Esc puts the
 * stored value back. The value shows at once and is saved in
 * order; one that could not be saved says so, with 'Tentar novamente'.
 */
export function QuantityInput({ answer, produto, supplier }: { answer: ManualAnswer; produto: string; supplier: string }) {
  const hintId = useId();
  const idleId = useId();
  const dispatch = useAppDispatch();
  const save = useAppSelector((s) => selectAnswerSaveStatus(s, answer.id));
  const stored = String(answer.quantidadePedir);
  const [draft, setDraft] = useState(stored);
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const escaped = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const rules = manualRulesOf(answer);

  useEffect(() => {
    if (!editing) setDraft(stored);
  }, [stored, editing]);

  const commit = () => {
    setEditing(false);
    if (escaped.current) {
      escaped.current = false;
      setDraft(stored);
      return;
    }
    if (isRefusedManualText(draft)) {
      setProblem(NOT_A_WHOLE_NUMBER);
      setDraft(stored);
      return;
    }
    const typed = parseManualQuantity(draft);
    const value = leaveManualQuantity(typed, rules);
    const problems = manualQuantityProblems(typed, rules);
    setProblem(problems.length > 0 ? problems.join(' ') : null);
    setDraft(String(value));
    if (value !== answer.quantidadePedir) dispatch(quantityCommitted({ idAnswer: answer.id, quantidadePedir: value, produto }));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
    if (event.key === 'Escape') {
      escaped.current = true;
      event.currentTarget.blur();
    }
  };
  const failed = save?.status === 'failed';
  const conflicts = useAppSelector(selectQuantityConflicts);
  const conflict = useMemo(() => conflicts.filter((c) => c.id === answer.id), [conflicts, answer.id]);
  // An answer not chosen keeps its proposed quantity, which is not bought (spec 02 §4.1; issue 29 point 4): say so at the field.
  const notBought = !answer.comprarCliente && answer.quantidadePedir > 0 && !editing;
  const describedBy = [problem ? hintId : null, notBought ? idleId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div ref={box} className={`manual-quantity${failed ? ' manual-quantity--unsaved' : ''}${problem ? ' manual-quantity--refused' : ''}`}>
      <input
        ref={inputRef}
        type="text"
        inputMode="numeric"
        className={`manual-quantity__input${notBought ? ' manual-quantity__input--idle' : ''}`}
        maxLength={MANUAL_QUANTITY_MAX_LENGTH}
        value={draft}
        disabled={!answer.editavel}
        aria-label={quantityInputLabel(produto, supplier)}
        aria-describedby={describedBy}
        aria-invalid={failed || undefined}
        title={manualQuantityHints(rules).join(' · ') || undefined}
        onFocus={(e) => {
          setEditing(true);
          e.currentTarget.select();
        }}
        onChange={(e) => {
          setProblem(null);
          setDraft(limitQuantityInput(e.target.value));
        }}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      {notBought && (
        <span id={idleId} className="manual-quantity__idle" title={NOT_BOUGHT_QUANTITY.explained}>
          {NOT_BOUGHT_QUANTITY.short}
        </span>
      )}
      {problem && (
        <RefusalTip id={hintId} anchor={inputRef.current}>
          {problem}
        </RefusalTip>
      )}
      <RowConflicts<ItemConflict> conflicts={conflict} container={box} colId="" cellSelector="input" {...conflictChoices(dispatch)} />
      {failed && (
        <button type="button" className="manual-quantity__retry" title={save?.error ?? undefined} onClick={() => dispatch(quantitySavesRetried())}>
          Não salvo — Tentar novamente
        </button>
      )}
    </div>
  );
}
