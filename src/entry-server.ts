// The SSR bundle's entry: Vite builds the route tree and components for the server with the same transforms as the
// client (Panda styles resolved to class names at build time), so rendering does no style work per request. The
// bench's floor (tests/bench/floor-server.tsx) renders the very same router.
export { createAppRouter } from "./router.tsx";
