import { vars } from '@partner-portal/ui/theme';
import { styled } from 'styled-components';

/** The page's column. */
export const UploadRoot = styled.section`
  display: grid;
  gap: ${vars.space[4]};
  inline-size: 100%;
  max-inline-size: 48rem;
`;

/** The embedded external form: full width, a readable height, themed border. */
export const EmbeddedForm = styled.iframe`
  inline-size: 100%;
  block-size: 32rem;
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bg.surface};
`;
