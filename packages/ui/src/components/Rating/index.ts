export { RATING_VALUES, Rating } from './Rating';
export type { RatingProps, RatingValue } from './Rating';
