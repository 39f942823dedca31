// Swiper's core and the three modules the carousels use, as one lazily loaded chunk (named imports let the bundler
// drop the modules we do not use).
export { default as Swiper } from "swiper";
export { Autoplay, Navigation, Pagination } from "swiper/modules";
