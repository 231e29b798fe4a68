import { Button } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/theme';

export const MapFrame = styled.figure`
  position: relative;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

/** The drawing keeps geographic orientation (never mirrored in right-to-left languages). */
export const MapCanvas = styled.div<{ $height: string }>`
  position: relative;
  direction: ltr;
  block-size: ${(props) => props.$height};
  min-block-size: 240px;

  svg {
    display: block;
    inline-size: 100%;
    block-size: 100%;
  }
`;

export const RegionPath = styled.path`
  fill: ${vars.color.bg.sunken};
  stroke: ${vars.color.border.default};
  stroke-width: 0.6;
  vector-effect: non-scaling-stroke;
`;

export const Marker = styled.circle`
  fill: ${vars.color.bg.accent};
  stroke: ${vars.color.bg.surface};
  stroke-width: 0.5;
  vector-effect: non-scaling-stroke;
  cursor: default;

  &[data-hovered] {
    fill: ${vars.color.bg.danger};
  }
`;

export const MarkerTooltip = styled.div`
  position: absolute;
  transform: translate(-50%, calc(-100% - 8px));
  padding: ${vars.space[1]} ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.fg.default};
  color: ${vars.color.bg.surface};
  font-size: ${vars.font.size.sm};
  white-space: nowrap;
  pointer-events: none;
  z-index: ${vars.zIndex.popover};
`;

export const MapCaption = styled.figcaption`
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};

  a {
    color: ${vars.color.fg.accent};
  }
`;

/** The 'List of the N districts' toggle: a quiet text button with a disclosure arrow. */
export const ListToggle = styled(Button)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  padding: ${vars.space[1]} 0;
  border: none;
  background: none;
  color: ${vars.color.fg.accent};
  font: inherit;
  cursor: pointer;
  outline: none;

  /* A CSS triangle (no text, so it adds nothing to the button's name) pointing to the inline end. */
  &::before {
    content: '';
    inline-size: 0;
    block-size: 0;
    border-inline-start: 6px solid currentColor;
    border-block: 5px solid transparent;
    transition: transform ${vars.duration.fast};
  }

  /* Open: it points down. The inline end is on the left in RTL, so it turns the other way there. */
  &[aria-expanded='true']::before {
    transform: rotate(90deg);
  }

  [dir='rtl'] &[aria-expanded='true']::before {
    transform: rotate(-90deg);
  }

  &[data-focus-visible] {
    ${focusRing}
  }
`;

export const PointList = styled.ul`
  columns: 14rem auto;
  margin: ${vars.space[2]} 0 0;
  padding-inline-start: ${vars.space[5]};
  color: ${vars.color.fg.default};
`;
