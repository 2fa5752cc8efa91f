import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { BRANCHES_PER_PAGE_OPTIONS } from '../../../domain/manualOrderFilter';
import { Pager } from '../../../shared/ui/Pager';
import { selectBranches, selectScreen } from '../manualOrderSelectors';
import { manualOrderActions } from '../manualOrderSlice';
import { BACK_TO_SUMMARY, BRANCHES_PER_PAGE, LOADING } from '../manualOrderTexts';
import { BranchPanel } from './BranchPanel';
import { EmptyResult } from './EmptyResult';
import { LoadState } from '../../../shared/ui/LoadState';
import { useTopInViewAfterWait } from '../../../shared/ui/useTopInViewAfterWait';
import { useRevealedCount } from '../../../shared/ui/useRevealedCount';

const PANELS_PER_FRAME = 2;

/** One panel per branch of the page, and the branch pager with 'Filiais por página' (default 10). */
export function BranchList({ idCotacao }: { idCotacao: number }) {
  const dispatch = useAppDispatch();
  const branches = useAppSelector(selectBranches);
  const { page, size } = useAppSelector(selectScreen);
  // A page's panels arrive a few per frame (a page of 10 branches and their answers was one 150 ms task);
  // while the next page is read, the one on screen stays, busy (manualOrderSlice pageChanged).
  const shown = useRevealedCount(branches.rows.length, PANELS_PER_FRAME, branches.rows.map((branch) => branch.id).join());
  const stale = branches.status === 'loading' && branches.rows.length > 0;
  const top = useTopInViewAfterWait<HTMLDivElement>(stale);
  return (
    <div className="manual-branches" ref={top}>
      <LoadState status={branches.status} error={branches.error} loadingText={LOADING.branches} hasRows={stale} onRetry={() => dispatch(manualOrderActions.listReloadRequested())} />
      {branches.status === 'failed' && (
        <Link className="btn" to={`/pedido-resumo/${idCotacao}`}>
          {BACK_TO_SUMMARY}
        </Link>
      )}
      <EmptyResult idCotacao={idCotacao} />
      {branches.rows.length > 0 && (
        <ol className="manual-branches__list" aria-busy={stale || shown < branches.rows.length || undefined}>
          {branches.rows.slice(0, shown).map((branch) => (
            <BranchPanel key={branch.id} branch={branch} />
          ))}
        </ol>
      )}
      {(branches.status === 'loaded' || stale) && (
        <Pager
          total={branches.total}
          page={page}
          size={size}
          sizeOptions={BRANCHES_PER_PAGE_OPTIONS}
          sizeLabel={BRANCHES_PER_PAGE}
          onPageChange={(next) => dispatch(manualOrderActions.pageChanged(next))}
          onSizeChange={(next) => dispatch(manualOrderActions.sizeChanged(next))}
          minTotal={0}
          busyText={stale ? LOADING.branches : undefined}
        />
      )}
    </div>
  );
}
