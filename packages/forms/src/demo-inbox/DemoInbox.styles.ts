import { vars } from '@partner-portal/ui/theme';
import { styled } from 'styled-components';

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

export const MessageList = styled.ol`
  list-style: none;
  margin: ${vars.space[4]} 0 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[4]};
`;

export const Meta = styled.span`
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
  overflow-wrap: anywhere;
`;

export const Body = styled.pre`
  margin: ${vars.space[3]} 0 0;
  padding: ${vars.space[3]};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-family: inherit;
  background: ${vars.color.bg.canvas};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
`;

export const Extras = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  margin-block-start: ${vars.space[3]};
`;

export const Code = styled.code`
  font-family: ${vars.font.family.mono};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.semibold};
  letter-spacing: 0.1em;
`;

export const LinkText = styled.span`
  overflow-wrap: anywhere;
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
`;

export const HtmlFrame = styled.iframe`
  display: block;
  inline-size: 100%;
  block-size: 320px;
  margin-block-start: ${vars.space[2]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: #fff;
`;
