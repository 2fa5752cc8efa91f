import { render } from '@testing-library/react';
import { ProductName } from './ProductName';

describe('ProductName', () => {
  test.each(['BIMATOPROSTA 0,3 MG/ML SOL OFT CT FR PLAS OPC GOT X 5 ML', 'LEVETIRACETAM 250 MG COM REV CT BL AL PLAS INC X 30', 'ÁGUA OXIGENADA', 'DIPIRONA'])(
    '%s reads whole: its parts are joined by spaces for copying and finding',
    (name) => {
      const { container } = render(<ProductName name={name} />);
      expect(container.textContent?.replace(/\s+/g, ' ').trim()).toBe(name);
    },
  );
});
