import { Button, DropZone } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/theme';

export const DropZoneRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-inline-size: 0;
`;

export const StyledDropZone = styled(DropZone)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[3]};
  padding-block: ${vars.space[6]};
  padding-inline: ${vars.space[4]};
  border: 2px dashed ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
  text-align: center;
  transition:
    border-color ${vars.duration.fast},
    background-color ${vars.duration.fast};

  &[data-hovered] {
    border-color: ${vars.color.fg.muted};
  }
  &[data-drop-target] {
    border-color: ${vars.color.focusRing};
    border-style: solid;
    background: ${vars.color.bg.accentSubtle};
    color: ${vars.color.fg.default};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  [data-invalid] > & {
    border-color: ${vars.color.border.invalid};
  }
  &[data-disabled] {
    background: ${vars.color.bg.disabled};
    color: ${vars.color.fg.muted};
  }
`;

export const DropIcon = styled.svg`
  flex: none;
  inline-size: 1.75rem;
  block-size: 1.75rem;
  color: ${vars.color.fg.accent};
`;

export const FileList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FileItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[2]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};

  &[data-status='error'] {
    border-color: ${vars.color.border.invalid};
  }
`;

export const Thumb = styled.img`
  flex: none;
  inline-size: 3rem;
  block-size: 3rem;
  border-radius: ${vars.radius.sm};
  object-fit: cover;
  background: ${vars.color.bg.sunken};
`;

export const ThumbPlaceholder = styled.span`
  flex: none;
  inline-size: 3rem;
  block-size: 3rem;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.bg.sunken};
`;

export const FileInfo = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-inline-size: 0;
`;

export const FileName = styled.span`
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  overflow-wrap: anywhere;
`;

export const FileMeta = styled.span`
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.xs};
`;

export const FileStatus = styled.span`
  font-size: ${vars.font.size.xs};
  color: ${vars.color.fg.muted};

  &[data-tone='success'] {
    color: ${vars.color.status.success.fg};
  }
  &[data-tone='danger'] {
    color: ${vars.color.fg.danger};
  }
`;

export const IconButton = styled(Button)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.fg.danger};
  cursor: pointer;

  svg {
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
  &[data-hovered],
  &[data-pressed] {
    background: ${vars.color.status.error.bg};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    color: ${vars.color.fg.disabled};
    background: transparent;
    cursor: not-allowed;
  }
`;
