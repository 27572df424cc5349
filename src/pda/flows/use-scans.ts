/** Subscribes a step to the scanner's scans while it is shown; `handler` may change on each render (the latest one is called). */
import { useEffect, useRef } from 'react';
import type { Scan, Scanner } from '../scan/scanner.ts';

export function useScans(scanner: Scanner, handler: (scan: Scan) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const subscription = scanner.scans$.subscribe((scan) => latest.current(scan));
    return () => subscription.unsubscribe();
  }, [scanner]);
}
