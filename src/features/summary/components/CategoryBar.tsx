import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { CategoriaDto } from '../../../api/dto';
import type { CategoriaPrioridadeDto } from '../../../api/resumoRespostaDto';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { conflictKeptMine, conflictTookCurrent } from '../../../entities/saves/pendingSavesSlice';
import { CellConflictPopover } from '../../../shared/ui/CellConflictPopover';
import { selectCategories, selectCategoryConflict, selectSummary } from '../summarySelectors';
import { categoryMoved, categoryToggled } from '../summarySlice';

/**
 * The response categories (spec 01 §3, spec 02 §4.2): click toggles, drag reorders (HTML5 drag and
 * drop), and by keyboard Alt+← / Alt+→ on a category or its arrow buttons move it. Every move is
 * announced for screen readers. Saving (800 ms debounce) is the sagas' business.
 */
export function CategoryBar() {
  const dispatch = useAppDispatch();
  const categories = useAppSelector(selectCategories);
  const fallback = useAppSelector((s) => selectSummary(s).categoriesFallback);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const conflict = useAppSelector(selectCategoryConflict);
  const section = useRef<HTMLElement>(null);
  if (categories.length === 0) return null;
  const current = (conflict?.current ?? []) as CategoriaDto[];
  const nameOf = (categoria: string) => categories.find((c) => c.categoria === categoria)?.nome ?? categoria;
  // Order and switches in words: the categories shown, highest priority first.
  const described = (list: readonly Pick<CategoriaPrioridadeDto, 'categoria' | 'prioridade' | 'ativo'>[]) =>
    [...list].sort((a, b) => b.prioridade - a.prioridade).filter((c) => c.ativo).map((c) => nameOf(c.categoria)).join(', ') || 'nenhuma';

  const move = (from: number, to: number) => {
    if (to < 0 || to >= categories.length || from === to) return;
    dispatch(categoryMoved({ from, to }));
    setAnnouncement(`Categoria ${categories[from].nome} movida para a posição ${to + 1} de ${categories.length}.`);
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    move(index, index + (event.key === 'ArrowLeft' ? -1 : 1));
  };
  const onDrop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
  };

  return (
    <section ref={section} className="summary-categories" aria-labelledby="summary-categories-title">
      <h2 id="summary-categories-title" className="summary-section-title">
        Categorias de resposta
      </h2>
      <p className="summary-hint">Clique para mostrar ou esconder; arraste (ou use Alt+← / Alt+→) para mudar a prioridade.</p>
      {fallback && <p className="summary-hint">Não foi possível carregar as categorias; mostrando as categorias padrão.</p>}
      {conflict && (
        <CellConflictPopover
          container={section}
          cellSelector=".summary-categories__list"
          subject="Categorias de resposta"
          mine={described((conflict.payload as { categorias: CategoriaPrioridadeDto[] }).categorias)}
          current={described(current)}
          onKeepMine={() => dispatch(conflictKeptMine({ id: conflict.id, versao: current[0]?.versao ?? 0 }))}
          onTakeCurrent={() => dispatch(conflictTookCurrent({ id: conflict.id, queue: conflict.queue, current }))}
        />
      )}
      <ol className="summary-categories__list">
        {categories.map((category, index) => (
          <li
            key={category.categoria}
            className={`category-chip${category.ativo ? '' : ' category-chip--off'}${dragged === index ? ' category-chip--dragging' : ''}`}
            style={{ borderColor: category.color }}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', category.categoria);
              setDragged(index);
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={onDrop(index)}
            onDragEnd={() => setDragged(null)}
          >
            <button type="button" className="category-chip__move" aria-label={`Mover ${category.nome} para a esquerda`} disabled={index === 0} onClick={() => move(index, index - 1)}>
              ‹
            </button>
            <button
              type="button"
              className="category-chip__toggle"
              aria-pressed={category.ativo}
              title={category.nome}
              onClick={() => dispatch(categoryToggled(category.categoria))}
              onKeyDown={onKeyDown(index)}
            >
              <span className="category-chip__dot" style={{ background: category.color }} aria-hidden="true" />
              <span className="category-chip__name">{category.nome}</span>
              <span className="category-chip__count">{category.quantidade}</span>
            </button>
            <button
              type="button"
              className="category-chip__move"
              aria-label={`Mover ${category.nome} para a direita`}
              disabled={index === categories.length - 1}
              onClick={() => move(index, index + 1)}
            >
              ›
            </button>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
