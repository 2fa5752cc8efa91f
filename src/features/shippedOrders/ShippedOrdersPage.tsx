import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { ShippedOrdersFilter } from '../../domain/shippedOrders';
import { SHIPPED_PAGE_SIZE } from '../../domain/shippedOrders';
import { formatInteger } from '../../shared/lib/format';
import { AlertBox } from '../../shared/ui/AlertBox';
import { FeatureStopped } from '../../shared/ui/FeatureStopped';
import { PagedTable } from '../../shared/ui/PagedTable';
import { ShippedFilterForm } from './components/ShippedFilterForm';
import { SHIPPED_COLUMNS } from './components/shippedColumns';
import { shippedAddress } from './shippedAddress';
import { useAddressState } from '../../shared/lib/addressState';
import { selectShippedOrders } from './shippedOrdersSelectors';
import { shippedExportFinished, shippedExportRequested, shippedPageRequested } from './shippedOrdersSlice';
import { SHIPPED_TEXTS } from './shippedOrdersTexts';
import './ShippedOrdersPage.css';

/**
 * /OrdersShippedOrInvoiced (DECISIONS 3): the buyer's orders sent or invoiced across quotations,
 * the last 90 days by default, filtered by status and send period, 10 per page; each order links
 * to its quotation's review page; 'Exportar CSV' downloads the filtered list (';', UTF-8 BOM).
 */
export function ShippedOrdersPage() {
  const dispatch = useAppDispatch();
  // "Today" is read once per visit, so the default period does not move under the user at midnight.
  const [codec] = useState(() => shippedAddress(new Date()));
  const [query, go] = useAddressState(codec);
  const { rows, total, loading, error, exporting, exportError } = useAppSelector(selectShippedOrders);
  const closeExportError = useCallback(() => dispatch(shippedExportFinished(null)), [dispatch]);

  useEffect(() => {
    dispatch(shippedPageRequested(query));
  }, [dispatch, query]);

  const onFilter = (filter: ShippedOrdersFilter): void => go({ ...filter, page: 0 });

  return (
    <section className="shipped" aria-labelledby="shipped-title">
      <header className="shipped__header">
        <h1 id="shipped-title">
          {SHIPPED_TEXTS.title} <span className="shipped__total">({loading && total === 0 ? '…' : formatInteger(total)})</span>
        </h1>
        {total > 0 && (
          <button type="button" className="btn" onClick={() => dispatch(shippedExportRequested())} disabled={exporting} aria-busy={exporting}>
            {SHIPPED_TEXTS.export}
          </button>
        )}
      </header>
      <FeatureStopped feature="shippedOrders" />
      <ShippedFilterForm filter={query} onFilter={onFilter} />
      {exportError && <AlertBox severity="error" message={exportError} onClose={closeExportError} autoCloseMs={0} />}
      <PagedTable
        caption={SHIPPED_TEXTS.title}
        columns={SHIPPED_COLUMNS}
        rows={rows}
        getRowId={(row) => row.idPedido}
        loading={loading}
        total={total}
        page={query.page}
        size={SHIPPED_PAGE_SIZE}
        onPageChange={(page) => go({ ...query, page })}
        emptyText={SHIPPED_TEXTS.empty}
        error={error}
      />
    </section>
  );
}
