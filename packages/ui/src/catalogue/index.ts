export {
  ProductImageSlider,
  type ProductImageSliderProps,
  type SliderImage,
} from './ProductImageSlider/ProductImageSlider.tsx';
