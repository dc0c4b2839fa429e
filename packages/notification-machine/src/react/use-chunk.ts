// Lazily loaded actors for the provider: the chunk with their code is fetched the first time a view asks, then
// the actors run for as long as the provider is mounted (made again after React's strict-mode restart).
import { useEffect, useState } from 'react';
import { createLightStore } from '../store/light-store.js';
import { useSelector } from './use-selector.js';

/** Loads a chunk of code once `requested` turns true; undefined until it has arrived. */
function useChunk<T>(requested: boolean, load: () => Promise<T>): T | undefined {
  const [chunk, setChunk] = useState<T>();
  useEffect(() => {
    if (!requested || chunk) return undefined;
    let live = true;
    void load().then((loaded) => {
      if (live) setChunk(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [requested, chunk, load]);
  return chunk;
}

/**
 * Once requested, loads `load`'s chunk and runs `start(chunk)`, which makes and starts the actors and returns
 * them with the function that stops them. Undefined until they run. `start` must be stable (useCallback).
 */
export function useLazyActors<Chunk, Actors>(
  requested: boolean,
  load: () => Promise<Chunk>,
  start: (chunk: Chunk) => readonly [Actors, () => void],
): Actors | undefined {
  const chunk = useChunk(requested, load);
  const [running] = useState(() => createLightStore('running', { actors: undefined as Actors | undefined }));
  useEffect(() => {
    if (!chunk) return undefined;
    const [actors, stop] = start(chunk);
    running.assign({ actors });
    return () => {
      stop();
      running.assign({ actors: undefined });
    };
  }, [chunk, running, start]);
  return useSelector(running, (snapshot) => snapshot.context.actors);
}
