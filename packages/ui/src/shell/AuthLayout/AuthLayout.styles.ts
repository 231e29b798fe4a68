import { styled } from 'styled-components';
import { media, vars } from '../../theme/theme';

export const AuthRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
  min-block-size: 100dvh;
  background: ${vars.color.bg.canvas};
`;

export const AuthMain = styled.main`
  flex: 1;
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto 1fr;
  }
`;

export const BrandPanel = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${vars.space[4]};
  padding-block: ${vars.space[16]};
  padding-inline: ${vars.space[12]};
  background: ${vars.color.bg.accent};
  color: ${vars.color.fg.onAccent};

  h1 {
    margin: 0;
    font-size: ${vars.font.size['4xl']};
    font-weight: ${vars.font.weight.bold};
    line-height: ${vars.font.lineHeight.tight};
  }
  p {
    margin: 0;
    max-inline-size: 28rem;
    font-size: ${vars.font.size.lg};
  }

  ${media.mobile} {
    padding-block: ${vars.space[6]};
    padding-inline: ${vars.space[6]};
    gap: ${vars.space[2]};

    h1 {
      font-size: ${vars.font.size['2xl']};
    }
    p {
      font-size: ${vars.font.size.md};
    }
  }
`;

export const FormPanel = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  padding-block: ${vars.space[12]};
  padding-inline: ${vars.space[6]};

  > * {
    inline-size: 100%;
    max-inline-size: 28rem;
  }

  ${media.mobile} {
    align-items: flex-start;
    padding-block: ${vars.space[8]};
    padding-inline: ${vars.space[4]};
  }
`;

/** Controls at the top inline-end corner of the form panel (the language picker). */
export const PanelActions = styled.div`
  position: absolute;
  inset-block-start: ${vars.space[4]};
  inset-inline-end: ${vars.space[4]};

  && {
    inline-size: auto;
  }
`;
