import { recordScanFigures } from './a11yRecords';
import aggregateTokenScan from './tokenScanTeardown';

/**
 * After every worker of a browser run is done: the a11y.* figures counted from all the scans'
 * records (each spec's afterAll counts only what its worker had seen so far), then the token scan.
 */
export default function browserRunTeardown(): void {
  recordScanFigures();
  aggregateTokenScan();
}
