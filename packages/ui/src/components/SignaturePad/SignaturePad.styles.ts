import { styled } from 'styled-components';
import { vars } from '../../theme/theme';

export const SignatureRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-inline-size: 0;
`;

/** The paper: white in every theme, so the exported ink-on-white image matches what is seen. */
export const PadSurface = styled.div`
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: #ffffff;
  overflow: hidden;

  [data-invalid] > & {
    border-color: ${vars.color.border.invalid};
    box-shadow: inset 0 0 0 1px ${vars.color.border.invalid};
  }
  [data-disabled] > & {
    opacity: 0.6;
  }
`;

export const PadCanvas = styled.canvas`
  display: block;
  inline-size: 100%;
  touch-action: none;
  cursor: crosshair;

  [data-disabled] & {
    cursor: not-allowed;
  }
`;

export const PadActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]};

  > :first-child {
    flex: 1 1 14rem;
  }
`;
