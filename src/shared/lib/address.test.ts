import { takeTokenFromAddress } from './address';
import { readToken } from './tokenStorage';

describe('token in the address (DECISIONS 9)', () => {
  it('stores the token and removes it from the address, keeping the other parameters and the hash', () => {
    window.history.replaceState(null, '', '/pedido-resumo/12?embed=1&token=abc.def.ghi&aba=2#topo');
    expect(takeTokenFromAddress()).toBe('abc.def.ghi');
    expect(readToken()).toBe('abc.def.ghi');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/pedido-resumo/12?embed=1&aba=2#topo');
  });

  it('leaves the address alone when there is no token', () => {
    window.history.replaceState(null, '', '/cotacao?print=1');
    expect(takeTokenFromAddress()).toBeNull();
    expect(window.location.search).toBe('?print=1');
  });
});
