/**
 * One-time link tokens must be sent once, even when React runs an effect twice (StrictMode) or the page
 * re-renders: later calls with the same key share the first call's promise.
 */
export function onceByKey<T>(): (key: string, task: () => Promise<T>) => Promise<T> {
  const started = new Map<string, Promise<T>>();
  return (key, task) => {
    let promise = started.get(key);
    if (!promise) {
      promise = task();
      started.set(key, promise);
    }
    return promise;
  };
}
