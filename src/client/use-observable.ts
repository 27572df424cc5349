/** React binding of an RxJS observable: the latest value (or `initial` before the first one). */
import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

export function useObservable<T>(source: Observable<T> | undefined, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    if (!source) return;
    const subscription = source.subscribe(setValue);
    return () => subscription.unsubscribe();
  }, [source]);
  return value;
}
