import { useIntl } from 'react-intl';
import { Button } from '@vool/ui/Button';
import { LanguageIcon } from '@vool/ui/icons/Language';
import { useSite } from '../../app/site.tsx';
import { useLocale } from '../../i18n/I18nProvider.tsx';
import { nativeLanguageNames } from '../../i18n/locales.ts';
import { headerMenu } from './headerMenu.tsx';
import { messages } from './messages.ts';

const LanguageMenuList = headerMenu(async () => (await import('./LanguageMenuList.tsx')).LanguageMenuList);

/** The language switcher: only on sites that speak more than one language (spec §2). */
export function LanguageMenu() {
  const intl = useIntl();
  const site = useSite();
  const { locale } = useLocale();
  if (site.locales.length < 2) return null;
  const current = nativeLanguageNames[locale];
  const button = (
    <Button
      variant="tertiary"
      size="sm"
      icon={<LanguageIcon size="sm" />}
      aria-label={intl.formatMessage(messages.language, { language: current })}
    >
      {/* The name, not a code like "FI": what the button shows must be part of what it is called
          (WCAG 2.5.3), so a voice-control user can say what they see. */}
      {current}
    </Button>
  );
  return <LanguageMenuList trigger={button} />;
}
