import { createSelector } from '@reduxjs/toolkit';
import { useAppSelector } from '../../../app/hooks';
import type { RootState } from '../../../app/rootReducer';
import type { Choice } from './FilterChoices';

const selectOptions = (s: RootState) => s.orderReviewFilterOptions;

const selectChoices = createSelector([selectOptions], (options) => ({
  fornecedores: options.fornecedores.map<Choice>((row) => ({ value: String(row.id), label: row.nomeFantasia })),
  filiais: options.filiais.map<Choice>((row) => ({ value: row.cnpjCliente, label: `${row.nomefantasiaCliente} (${row.cnpjCliente})` })),
  situacoesProduto: options.situacoesProduto.map<Choice>((row) => ({ value: row.codigo, label: row.descricao })),
  loading: options.status === 'loading' || options.status === 'idle',
  failed: options.status === 'failed',
}));

/** The order filter's suppliers, branches and product situations as checkbox choices. */
export const useFilterChoices = () => useAppSelector(selectChoices);
