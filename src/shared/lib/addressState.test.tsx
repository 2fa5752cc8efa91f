import { act, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { readPage, useAddressState, writePage, type AddressCodec } from './addressState';

interface Query {
  page: number;
  busca: string;
}

const codec: AddressCodec<Query> = {
  read: (params) => ({ page: readPage(params, 'pagina', 1), busca: params.get('busca') ?? '' }),
  write: ({ page, busca }) => writePage(new URLSearchParams(busca ? { busca } : {}), 'pagina', page, 1),
};

let change: (next: Query) => void = () => undefined;
const seen: Query[] = [];

function Page() {
  const [query, setQuery] = useAddressState(codec);
  change = setQuery;
  if (seen[seen.length - 1] !== query) seen.push(query);
  const { search } = useLocation();
  return (
    <p>
      página {query.page} busca {query.busca || '-'} endereço {search || '-'}
    </p>
  );
}

describe('a page’s state in the address', () => {
  it('reads the page from the address, writes a change back (defaults left out) and reads it again', () => {
    seen.length = 0;
    render(
      <MemoryRouter initialEntries={['/lista?pagina=3&busca=dipirona']}>
        <Page />
      </MemoryRouter>,
    );
    expect(screen.getByText('página 2 busca dipirona endereço ?pagina=3&busca=dipirona')).toBeInTheDocument();
    act(() => change({ page: 0, busca: '' }));
    expect(screen.getByText('página 0 busca - endereço -')).toBeInTheDocument();
  });

  it('keeps the same value while the address does not change (the store is not told twice)', () => {
    seen.length = 0;
    const view = render(
      <MemoryRouter initialEntries={['/lista?pagina=2']}>
        <Page />
      </MemoryRouter>,
    );
    view.rerender(
      <MemoryRouter initialEntries={['/lista?pagina=2']}>
        <Page />
      </MemoryRouter>,
    );
    expect(seen).toHaveLength(1);
  });

  it('pages round-trip through the address whether it counts from zero or one; bad or missing pages are the first', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.constantFrom<0 | 1>(0, 1), (page, base) => {
        const params = writePage(new URLSearchParams(), 'p', page, base);
        expect(params.has('p')).toBe(page > 0);
        expect(readPage(params, 'p', base)).toBe(page);
      }),
    );
    for (const bad of ['', 'abc', '-2', '1.5']) expect(readPage(new URLSearchParams({ p: bad }), 'p', 1)).toBe(0);
    expect(readPage(new URLSearchParams({ p: '1' }), 'p', 1)).toBe(0);
  });
});
