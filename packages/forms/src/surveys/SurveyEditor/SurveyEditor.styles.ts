import { vars } from '@partner-portal/ui/theme';
import { styled } from 'styled-components';

export const EditorBox = styled.div`
  max-inline-size: 52rem;
`;

/** A titled group of fields (fieldset without the browser's frame). */
export const Group = styled.fieldset`
  display: grid;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;

  & > legend {
    padding: 0;
    margin-block-end: ${vars.space[3]};
    font-weight: 600;
    font-size: ${vars.font.size.lg};
  }
`;

/** One question: a framed fieldset. */
export const QuestionBox = styled.fieldset`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  min-inline-size: 0;

  & > legend {
    padding-inline: ${vars.space[2]};
    font-weight: 600;
  }
`;

/** Two fields side by side on wide screens. */
export const Pair = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  align-items: start;
`;

/** The question's move and remove buttons. */
export const QuestionTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;
