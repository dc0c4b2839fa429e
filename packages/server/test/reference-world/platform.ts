// The platform's part of the reference world: a second organisation signed up through the platform API, its
// administrator's member token, and the environments and keys its examples name (src/platform/reference.ts).
import type { WorldBuilder } from './index.js';

export async function buildPlatformWorld(world: WorldBuilder): Promise<void> {
  void world;
}
