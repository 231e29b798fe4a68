import { styled } from 'styled-components';

/** The page frame of the public map page: centred, at most 1200px wide. */
export const Page = styled.main`
  max-inline-size: 1200px;
  margin-inline: auto;
  padding-block: 1.5rem;
  padding-inline: 1rem;
`;
