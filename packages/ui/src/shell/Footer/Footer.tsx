import { useIntl } from 'react-intl';
import { uiMessages } from '../../i18n/messages';
import { StyledFooter } from './Footer.styles';

/** Props of {@link Footer}. */
export interface FooterProps {
  /** Copyright year. Default: the current year (operations-and-shared §2 "Shell"). */
  year?: number;
  /** App version, shown as 'v{version}' (operations-and-shared §9: 1.3.1). */
  version: string;
  /** Copyright holder. Default intl `ui.shell.productName` ('Partner Portal'). */
  productName?: string;
  /** For layout only. */
  className?: string;
}

/** Page footer (`contentinfo` landmark when top level): '© {year} {productName}. All rights reserved.' and 'v{version}'. */
export function Footer({ year = new Date().getFullYear(), version, productName, className }: FooterProps) {
  const intl = useIntl();
  return (
    <StyledFooter className={className}>
      <p>
        {intl.formatMessage(uiMessages.copyright, {
          year: String(year),
          productName: productName ?? intl.formatMessage(uiMessages.productName),
        })}
      </p>
      <p>{intl.formatMessage(uiMessages.version, { version })}</p>
    </StyledFooter>
  );
}
