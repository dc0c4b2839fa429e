// Preloaded into the Herald server the benchmark starts (`node --import`): should the benchmark die without
// stopping it (killed outright), its IPC channel closes and the server shuts down as on SIGTERM, not orphaned.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
