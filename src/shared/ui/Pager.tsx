import { useId } from 'react';
import { DEFAULT_MAX_BUTTONS, DEFAULT_PAGE_SIZES, isPagerVisible, isSizeOptionDisabled, pageCount, pageWindow } from './pagerModel';
import './Pager.css';

export interface PagerProps {
  total: number;
  /** Zero-based. */
  page: number;
  size: number;
  onPageChange: (page: number) => void;
  onSizeChange?: (size: number) => void;
  sizeOptions?: readonly number[];
  maxButtons?: number;
  /** Label of the size selector ('Itens por página', 'Fornecedores por página', …). */
  sizeLabel?: string;
  /** The pager shows above this many rows (default PAGER_MIN_TOTAL); a list smaller than its page size passes its page size. */
  minTotal?: number;
  /** Said beside the buttons while the page asked for is being read (the list above still shows the one before). */
  busyText?: string;
}

/** First, previous, numbered pages, next, last, and the page-size selector. */
export function Pager({ total, page, size, onPageChange, onSizeChange, sizeOptions = DEFAULT_PAGE_SIZES, maxButtons = DEFAULT_MAX_BUTTONS, sizeLabel = 'Itens por página', minTotal, busyText }: PagerProps) {
  const sizeId = useId();
  if (!isPagerVisible(total, minTotal)) return null;
  const pages = pageCount(total, size);
  const last = pages - 1;
  const go = (target: number) => () => {
    if (target !== page && target >= 0 && target <= last) onPageChange(target);
  };
  return (
    <nav className="pager" aria-label="Paginação">
      <div className="pager__buttons">
        <button type="button" onClick={go(0)} disabled={page === 0} aria-label="Primeira página">
          «
        </button>
        <button type="button" onClick={go(page - 1)} disabled={page === 0} aria-label="Página anterior">
          ‹
        </button>
        {pageWindow(page, pages, maxButtons).map((n) => (
          <button
            type="button"
            key={n}
            onClick={go(n)}
            className={n === page ? 'pager__current' : undefined}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Página ${n + 1}`}
          >
            {n + 1}
          </button>
        ))}
        <button type="button" onClick={go(page + 1)} disabled={page >= last} aria-label="Próxima página">
          ›
        </button>
        <button type="button" onClick={go(last)} disabled={page >= last} aria-label="Última página">
          »
        </button>
      </div>
      {busyText && (
        <span className="pager__busy" role="status">
          {busyText}
        </span>
      )}
      {onSizeChange && (
        <div className="pager__size">
          <label htmlFor={sizeId}>{sizeLabel}</label>
          <select id={sizeId} value={size} onChange={(e) => onSizeChange(Number(e.target.value))}>
            {sizeOptions.map((option) => (
              <option key={option} value={option} disabled={isSizeOptionDisabled(total, option)}>
                {option}
              </option>
            ))}
          </select>
        </div>
      )}
    </nav>
  );
}
