/** The latest value of an observable as React state (`initial` until it emits or when absent). */
import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

export function useSubject<T>(source: Observable<T> | undefined, initial: T): T {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const subscription = source?.subscribe(setValue);
    return () => subscription?.unsubscribe();
  }, [source]);
  return value;
}
