import { pickByIds } from './pickByIds';

describe('pickByIds', () => {
  it('keeps the order of the ids and skips the ones not loaded', () => {
    expect(pickByIds([3, 1, 9], { 1: 'um', 3: 'três' })).toEqual(['três', 'um']);
  });
});
