import { LOOKUP_FIELDS, type LookupField, type StoreValues } from './signupForm';
import type { StoreLookup } from './signupSlice';
import { cnpjKey } from './signupRules';

/**
 * The store after its CNPJ lookup answered (spec 01 §2.4, §5): found, the legal name and the
 * address it brought are filled and locked (a field it left empty stays editable) and an empty
 * trade name takes the company's; not found, what an earlier lookup filled is cleared and every
 * field is the buyer's. null when there is nothing to apply: the answer is for another CNPJ than
 * the one now typed, or it was applied already.
 */
export function storeAfterLookup(store: StoreValues, lookup: StoreLookup | undefined): StoreValues | null {
  if (!lookup || (lookup.status !== 'found' && lookup.status !== 'notFound')) return null;
  if (lookup.cnpj !== cnpjKey(store.cnpj) || store.cnpjConsultado === store.cnpj.toUpperCase()) return null;
  const cleared: StoreValues = { ...store, cnpjConsultado: store.cnpj.toUpperCase(), preenchidos: [] };
  for (const field of store.preenchidos) cleared[field] = '';
  const info = lookup.info;
  if (lookup.status === 'notFound' || !info) return cleared;
  const filled: LookupField[] = LOOKUP_FIELDS.filter((field) => Boolean(info[field]?.trim()));
  const next: StoreValues = { ...cleared, preenchidos: filled };
  for (const field of filled) next[field] = info[field].trim();
  if (!next.nomeFantasia.trim() && info.nomeFantasia) next.nomeFantasia = info.nomeFantasia;
  return next;
}
