// The platform's app pages, named once in the protocol because the server links to them too.
export { PLATFORM_PATHS } from '@herald/protocol';
