// The university's part of the reference world: a second organisation signed up through the university API, its
// administrator's member token, and the environments and keys its examples name (src/university/reference.ts).
import type { WorldBuilder } from './index.js';

export async function buildUniversityWorld(world: WorldBuilder): Promise<void> {
  void world;
}
