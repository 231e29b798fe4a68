import { vars } from '@partner-portal/ui/theme';
import { styled } from 'styled-components';

export const Root = styled.article`
  display: grid;
  gap: ${vars.space[6]};
`;

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
`;

export const ActionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

export const Sections = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
`;

export const Section = styled.section`
  display: grid;
  align-content: start;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bg.surface};
`;

/** Term and value pairs, one per row. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, auto) 1fr;
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;

  & dt {
    color: ${vars.color.fg.muted};
  }

  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Panel = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  padding-block: ${vars.space[4]};
`;

export const Timeline = styled.ol`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    gap: ${vars.space[1]};
    padding-inline-start: ${vars.space[3]};
    border-inline-start: 2px solid ${vars.color.border.default};
  }
`;

export const Signatures = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[4]};

  & figure {
    display: grid;
    gap: ${vars.space[1]};
    margin: 0;
  }

  & img {
    inline-size: 12rem;
    block-size: 6rem;
    object-fit: contain;
    border: 1px solid ${vars.color.border.subtle};
    border-radius: ${vars.radius.md};
    background: #fff;
  }

  & figcaption {
    color: ${vars.color.fg.muted};
  }
`;

export const ErrorBody = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
`;
