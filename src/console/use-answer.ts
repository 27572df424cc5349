/**
 * The answer of a load (usually one `call` of src/client/request.ts) made again whenever `deps`
 * change and on `reload()`. An answer arriving after a newer load started is dropped, so a slow
 * first page never overwrites the second. `answer` is undefined until the first answer; a refused
 * call keeps the previous answer (the request layer shows the error).
 */
import { useCallback, useEffect, useState, type DependencyList } from 'react';

export function useAnswer<T>(load: () => Promise<T>, deps: DependencyList): { answer: T | undefined; reload: () => void } {
  const [answer, setAnswer] = useState<T>();
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    let cancelled = false;
    void load().then((value) => {
      if (!cancelled) setAnswer(value);
    });
    return () => {
      cancelled = true;
    };
  }, [...deps, reloads]); // `load` is a new closure each render: `deps` name what it reads
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { answer, reload };
}
