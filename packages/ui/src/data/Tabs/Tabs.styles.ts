import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/theme';

export const StyledTabs = styled(Tabs)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

export const StyledTabList = styled(TabList)`
  display: flex;
  gap: ${vars.space[1]};
  overflow-x: auto;
  border-block-end: 1px solid ${vars.color.border.subtle};
`;

export const StyledTab = styled(Tab)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-block-size: 2.5rem;
  padding-inline: ${vars.space[3]};
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset-inline: ${vars.space[2]};
    inset-block-end: -1px;
    block-size: 2px;
    border-radius: ${vars.radius.full};
    background: transparent;
  }

  &[data-hovered] {
    color: ${vars.color.fg.default};
  }
  &[data-selected] {
    color: ${vars.color.fg.accent};
    &::after {
      background: currentColor;
    }
  }
  &[data-disabled] {
    color: ${vars.color.fg.disabled};
    cursor: not-allowed;
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: -2px;
    border-radius: ${vars.radius.sm};
  }
`;

export const StyledTabPanel = styled(TabPanel)`
  outline: none;
  border-radius: ${vars.radius.sm};

  &[data-focus-visible] {
    ${focusRing}
  }
`;
