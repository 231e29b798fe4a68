import { styled } from 'styled-components';

/** The form's box: never wider than a comfortable line. */
export const FormBox = styled.div`
  max-inline-size: 40rem;
`;
