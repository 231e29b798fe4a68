import { styled } from 'styled-components';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/theme';

export const EditorRoot = styled.div`
  display: grid;
  gap: ${vars.space[1]};
`;

export const EditorFrame = styled.div`
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};

  &[data-invalid] {
    border-color: ${vars.color.border.invalid};
  }
  &:has(.ProseMirror:focus-visible) {
    ${focusRing}
  }
`;

export const ToolbarRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
  padding: ${vars.space[1]};
  border-block-end: 1px solid ${vars.color.border.subtle};
`;

export const ToolButton = styled.button`
  min-inline-size: 2.25rem;
  min-block-size: 2.25rem;
  padding-inline: ${vars.space[2]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.fg.default};
  font: inherit;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${vars.color.bg.surfaceHover};
  }
  &[aria-pressed='true'] {
    border-color: ${vars.color.border.default};
    background: ${vars.color.bg.accentSubtle};
  }
  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    color: ${vars.color.fg.disabled};
    cursor: default;
  }
`;

export const Content = styled.div`
  .ProseMirror {
    min-block-size: 8rem;
    padding: ${vars.space[2]} ${vars.space[3]};
    color: ${vars.color.fg.default};
    outline: none;
    overflow-wrap: anywhere;
  }
  .ProseMirror p {
    margin-block: 0 ${vars.space[2]};
  }
  .ProseMirror img {
    max-inline-size: 100%;
    block-size: auto;
  }
`;
