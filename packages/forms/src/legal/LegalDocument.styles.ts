import { vars } from '@partner-portal/ui/theme';
import { styled } from 'styled-components';

/** The document: a column of sections. */
export const Article = styled.article`
  display: grid;
  gap: ${vars.space[6]};
  color: ${vars.color.fg.default};
`;

/** One section: its heading and paragraphs. */
export const Section = styled.section`
  display: grid;
  gap: ${vars.space[2]};
`;

/** A bulleted list inside a section. */
export const List = styled.ul`
  margin: 0;
  padding-inline-start: ${vars.space[5]};
  display: grid;
  gap: ${vars.space[2]};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.normal};
`;
