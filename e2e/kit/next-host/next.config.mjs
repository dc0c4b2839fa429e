// The app's Next.js configuration: nothing the kit needs; strict mode, as a new app has it.
export default { reactStrictMode: true };
