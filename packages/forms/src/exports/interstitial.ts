export { Interstitial } from '../interstitial/Interstitial.tsx';
export type {
  InterstitialGroup,
  InterstitialPortal,
  InterstitialProps,
} from '../interstitial/Interstitial.tsx';
export { interstitialMessages } from '../interstitial/messages.ts';
