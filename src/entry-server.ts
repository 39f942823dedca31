// The SSR bundle's entry: Vite builds the route tree and components for the server with the same transforms as the
// client (Panda styles resolved to class names at build time), so rendering does no style work per request.
export { createAppRouter } from "./router.tsx";
// For the bench's plain-render floor, which must render the very same compiled components.
export { I18nProvider } from "./lib/i18n.tsx";
export { PageLocationProvider } from "./lib/page-location.tsx";
export { SiteChrome } from "./features/layout/site-layout.tsx";
export { CreepingLineView } from "./features/layout/creeping-line.tsx";
export { ComposedHomePage, prefetchHome } from "../routes/$locale/home-composition.tsx";
export { QueryClient, QueryClientProvider } from "@tanstack/react-query";
