// Swiper's stylesheets, loaded with its code (load-swiper.ts): a module of its own, since a
// stylesheet imported only for its effect needs no types.
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
