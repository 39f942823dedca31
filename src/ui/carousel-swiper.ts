// Swiper's core, the three modules the carousels use and Swiper's CSS, as one chunk that only the browser loads
// (named imports let the bundler drop the modules we do not use; the bundler loads the CSS before this module runs).
import "swiper/css";
import "swiper/css/pagination";
export { default as Swiper } from "swiper";
export { Autoplay, Navigation, Pagination } from "swiper/modules";
