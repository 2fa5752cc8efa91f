import type { ReactNode } from 'react';
import { Pager } from '../../../shared/ui/Pager';
import type { PageState } from '../manualOrderDataSlice';
import { LoadState } from '../../../shared/ui/LoadState';

interface PagedRowsProps {
  page: PageState;
  /** Rows per page (spec 02 §9: 5 products, 5 answers, 3 in the grouped view); the pager shows above it. */
  size: number;
  loadingText: string;
  /** Reads a page (again, after a failure: the same page). */
  onLoad: (page: number) => void;
  children: ReactNode;
}

/** A server-paged list of the page (products of a branch, answers of a product): its state, its rows, its pager. */
export function PagedRows({ page, size, loadingText, onLoad, children }: PagedRowsProps) {
  return (
    <>
      {page.status !== 'loaded' && <LoadState status={page.status} error={page.error} loadingText={loadingText} onRetry={() => onLoad(page.page)} />}
      {page.ids.length > 0 && children}
      <Pager total={page.total} page={page.page} size={size} onPageChange={onLoad} minTotal={size} />
    </>
  );
}
